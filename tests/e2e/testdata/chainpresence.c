/* Reference counts of pointer chains mapped next to their pointees
 * (`map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:n])`): OpenMP 5.2 counts
 * each mapped list item once at the construct's start and releases it
 * at its end, so after the construct neither the pointee (`*o.p`) nor
 * the section is present, and a later construct's `map(to: o.p[0:1])`
 * copies the host's current pointee again. clang-19's encoding leaves
 * the pointee mapped (and its stale copy in use); this program checks
 * what OpenMP says, against the host (docs/difftest.md). Also a section
 * of structs through a pointer next to a member of one of them
 * (`map(tofrom: pp[0:3]) map(to: pp[1].x)`), where clang-19's program
 * stops ("explicit extension not allowed"). */
#include <stdio.h>
#include <omp.h>

struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
struct c3 { int m; double *x; };
struct b3 { int k; struct c3 *r; };
struct a3 { struct b3 *p; int j; };
struct P { double x; double y; };

#define N 4

static int bad;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    bad++;
  }
}

static void present(const char *what, const void *p, int want) {
  int got = omp_target_is_present(p, omp_get_default_device()) != 0;
  check(what, got, want);
  printf("%s %d\n", what, got);
}

int main(void) {
  double buf[N] = {0, 0, 0, 0};
  struct inner in = {3, buf};
  struct outer o = {&in, 2};
  struct outer *po = &o;

  #pragma omp target map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:N])
  for (int i = 0; i < N; i++) o.p->q[i] = o.p->n;
  present("after region: *o.p", &in, 0);
  present("after region: q", buf, 0);
  check("region", buf[1], 3);

  /* The pointee is mapped afresh: the device sees the host's new n. */
  in.n = 7;
  #pragma omp target map(to: o.p[0:1]) map(tofrom: o.p->q[0:N])
  for (int i = 0; i < N; i++) o.p->q[i] = o.p->n;
  check("new n", buf[2], 7);
  present("after second region: *o.p", &in, 0);

  in.n = 9;
  #pragma omp target map(to: po[0:1], po->p[0:1]) map(tofrom: po->p->q[0:N])
  for (int i = 0; i < N; i++) po->p->q[i] = po->p->n + po->k;
  check("from a pointer", buf[3], 11);
  present("after pointer region: *po", &o, 0);
  present("after pointer region: *po->p", &in, 0);

  /* Three levels. */
  double x[N] = {1, 2, 3, 4};
  struct c3 cc = {5, x};
  struct b3 bb = {2, &cc};
  struct a3 aa = {&bb, 1};
  #pragma omp target map(to: aa, aa.p[0:1], aa.p->r[0:1]) map(tofrom: aa.p->r->x[0:N])
  for (int i = 0; i < N; i++) aa.p->r->x[i] += aa.p->r->m;
  present("after three levels: bb", &bb, 0);
  present("after three levels: cc", &cc, 0);
  cc.m = 100;
  #pragma omp target map(to: aa, aa.p[0:1], aa.p->r[0:1]) map(tofrom: aa.p->r->x[0:N])
  for (int i = 0; i < N; i++) aa.p->r->x[i] += aa.p->r->m;
  check("three levels", x[0], 106);

  /* enter / exit data. */
  in.n = 4;
  #pragma omp target enter data map(to: o, o.p[0:1]) map(to: o.p->q[0:N])
  #pragma omp target exit data map(release: o, o.p[0:1]) map(from: o.p->q[0:N])
  present("after exit: *o.p", &in, 0);
  present("after exit: q", buf, 0);

  /* A section of structs through a pointer next to a member. */
  struct P ps[3] = {{1, 2}, {3, 4}, {5, 6}};
  struct P *pp = ps;
  #pragma omp target map(tofrom: pp[0:3]) map(to: pp[1].x)
  { pp[1].y = pp[1].x + pp[0].y + pp[2].x; pp[2].y = -1; }
  check("pp[0:3], pp[1].x", ps[1].y, 10);
  check("pp[2].y", ps[2].y, -1);
  present("after pp", ps, 0);

  if (bad == 0) printf("PASS chainpresence\n");
  return bad != 0;
}
