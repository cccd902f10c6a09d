/* Pointer chains next to the items that map their pointees, on one
 * directive: `map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:n])`, from a
 * pointer variable (`po[0:1], po->p[0:1]`, `po->p->q[0:n]`), three
 * levels, and sections of structs (or whole arrays of them) next to
 * members of their elements (`arr[0:2]` with `arr[1].q[0:n]`). Each pointer whose pointee is mapped
 * is attached on the device; kernels write through the chains and the
 * host checks the results against its own computation, and the presence
 * of the mapped storage (the pointees' presence after the constructs,
 * where clang-19 differs, is chainpresence.c's). */
#include <stdio.h>
#include <omp.h>

struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
struct c3 { int m; double *x; };
struct b3 { int k; struct c3 *r; };
struct a3 { struct b3 *p; int j; };
struct P { double x; double y; };
struct leaf { int w; double *q; };
struct mid { int n; struct leaf lv[2]; };
struct top { int k; struct mid *m; };

#define N 8

static int bad;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    bad++;
  }
}

static void fill(double *v, double base) {
  for (int i = 0; i < N; i++) v[i] = base + i;
}

/* The host's result of v[i] = v[i] * mul + add over the whole vector. */
static void expect(const char *what, const double *v, double base, double mul, double add) {
  for (int i = 0; i < N; i++) check(what, v[i], (base + i) * mul + add);
}

static void present(const char *what, const void *p, int want) {
  int got = omp_target_is_present(p, omp_get_default_device()) != 0;
  if (got != want) {
    printf("FAIL %s present %d, want %d\n", what, got, want);
    bad++;
  }
  printf("%s %d\n", what, got);
}

int main(void) {
  double buf[N], buf2[N];
  struct inner in = {3, buf};
  struct outer o = {&in, 2};
  struct outer *po = &o;

  /* The struct, its pointee and the section through both. */
  fill(buf, 0);
  #pragma omp target map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:N])
  for (int i = 0; i < N; i++) o.p->q[i] = o.p->q[i] * o.k + o.p->n;
  expect("o, o.p[0:1]", buf, 0, 2, 3);
  present("region1 o", &o, 0);
  present("region1 buf", buf, 0);

  /* nowait: the construct's entries are copied; taskwait waits. */
  fill(buf, 4);
  #pragma omp target nowait map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:N])
  for (int i = 0; i < N; i++) o.p->q[i] = o.p->q[i] * o.k + o.p->n;
  #pragma omp taskwait
  expect("nowait", buf, 4, 2, 3);

  /* Without the struct: its pointer member only. */
  fill(buf, 1);
  #pragma omp target teams distribute parallel for map(to: o.p[0:1]) map(tofrom: o.p->q[0:N])
  for (int i = 0; i < N; i++) o.p->q[i] = o.p->q[i] * 2 + o.p->n;
  expect("o.p[0:1]", buf, 1, 2, 3);

  /* The pointee as an element, and sections without a lower bound. */
  fill(buf, 8);
  #pragma omp target map(to: o, o.p[0]) map(tofrom: o.p->q[:N])
  for (int i = 0; i < N; i++) o.p->q[i] = o.p->q[i] * o.k + o.p->n;
  expect("o.p[0], o.p->q[:N]", buf, 8, 2, 3);

  /* From a pointer variable. */
  fill(buf, 2);
  #pragma omp target map(to: po[0:1], po->p[0:1]) map(tofrom: po->p->q[0:N])
  for (int i = 0; i < N; i++) po->p->q[i] = po->p->q[i] * po->k + po->p->n;
  expect("po[0:1], po->p[0:1]", buf, 2, 2, 3);

  /* Three levels, from a struct and from a pointer. */
  fill(buf2, 0);
  struct c3 cc = {5, buf2};
  struct b3 bb = {2, &cc};
  struct a3 aa = {&bb, 1};
  struct a3 *pa = &aa;
  #pragma omp target map(to: aa, aa.p[0:1], aa.p->r[0:1]) map(tofrom: aa.p->r->x[0:N])
  for (int i = 0; i < N; i++) aa.p->r->x[i] = aa.p->r->x[i] * 3 + aa.p->r->m + aa.p->k + aa.j;
  expect("three levels", buf2, 0, 3, 8);
  fill(buf2, 1);
  #pragma omp target map(to: pa[0:1], pa->p[0:1], pa->p->r[0:1]) map(tofrom: pa->p->r->x[0:N])
  for (int i = 0; i < N; i++) pa->p->r->x[i] = pa->p->r->x[i] * 3 + pa->p->r->m + pa->p->k + pa->j;
  expect("three levels from a pointer", buf2, 1, 3, 8);

  /* Elements of member arrays on the path, a chain from an element of
   * a whole array, a partial section. */
  struct mid md = {3, {{1, 0}, {2, buf2}}};
  struct top t = {2, &md};
  struct top ts[2] = {{1, 0}, {5, &md}};
  fill(buf2, 2);
  #pragma omp target map(to: t.m[0:1]) map(tofrom: t.m->lv[1].q[0:N])
  for (int i = 0; i < N; i++) t.m->lv[1].q[i] += t.m->n + t.m->lv[1].w;
  expect("t.m->lv[1].q", buf2, 2, 1, 5);
  #pragma omp target map(to: ts, ts[1].m[0:1]) map(tofrom: ts[1].m->lv[1].q[0:N])
  for (int i = 0; i < N; i++) ts[1].m->lv[1].q[i] = (ts[1].m->lv[1].q[i] - 5) * ts[1].k;
  expect("ts[1].m->lv[1].q", buf2, 2, 5, 0);
  #pragma omp target teams distribute parallel for map(to: t, t.m[0:1]) map(tofrom: t.m->lv[1].q[1:2])
  for (int i = 1; i < 3; i++) t.m->lv[1].q[i] += t.k;
  check("partial section, first", buf2[0], 10);
  check("partial section, inside", buf2[1], 17);
  check("partial section, last", buf2[3], 25);

  /* Sections of structs next to members of their elements. */
  struct inner arr[2] = {{1, 0}, {4, buf}};
  fill(buf, 3);
  #pragma omp target map(to: arr[0:2]) map(tofrom: arr[1].q[0:N])
  for (int i = 0; i < N; i++) arr[1].q[i] = arr[1].q[i] * 2 + arr[1].n + arr[0].n;
  expect("arr[0:2], arr[1].q", buf, 3, 2, 5);
  struct inner in2 = {6, buf2};
  struct outer oa[2] = {{&in, 1}, {&in2, 7}};
  fill(buf2, 4);
  #pragma omp target map(to: oa[0:2], oa[1].p[0:1]) map(tofrom: oa[1].p->q[0:N])
  for (int i = 0; i < N; i++) oa[1].p->q[i] = oa[1].p->q[i] + oa[1].p->n * oa[1].k + oa[0].k;
  expect("oa[0:2], oa[1].p->q", buf2, 4, 1, 43);
  /* A whole array of structs next to members of its elements, 1-D and
   * 2-D. */
  struct inner whole[3] = {{1, 0}, {2, buf}, {3, 0}};
  fill(buf, 6);
  #pragma omp target map(to: whole) map(tofrom: whole[1].q[0:N], whole[2].n)
  {
    for (int i = 0; i < N; i++) whole[1].q[i] = whole[1].q[i] * 2 + whole[0].n + whole[2].n;
    whole[2].n = 30;
  }
  expect("whole, whole[1].q", buf, 6, 2, 4);
  check("whole[2].n", whole[2].n, 30);
  struct inner grid[2][2] = {{{1, 0}, {2, 0}}, {{3, 0}, {4, buf2}}};
  fill(buf2, 7);
  #pragma omp target map(to: grid) map(tofrom: grid[1][1].q[0:N])
  for (int i = 0; i < N; i++) grid[1][1].q[i] = grid[1][1].q[i] * (grid[0][1].n + grid[1][1].n);
  expect("grid, grid[1][1].q", buf2, 7, 6, 0);
  struct P ps[3] = {{1, 2}, {3, 4}, {5, 6}};
  #pragma omp target map(tofrom: ps[0:3]) map(to: ps[1].x)
  { ps[1].y = ps[1].x + ps[0].y + ps[2].x; ps[2].y = -1; }
  check("ps[0:3], ps[1].x", ps[1].y, 10);
  check("pp[2].y", ps[2].y, -1);

  /* target data: kernels inside see the attached pointers; update moves
   * what the device wrote through the chain. */
  fill(buf, 0);
  #pragma omp target data map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:N])
  {
    present("data o", &o, 1);
    present("data in", &in, 1);
    present("data buf", buf, 1);
    /* The device's pointers are the device copies' addresses. */
    __UINTPTR_TYPE__ din = (__UINTPTR_TYPE__)omp_get_mapped_ptr(&in, omp_get_default_device());
    __UINTPTR_TYPE__ dbuf = (__UINTPTR_TYPE__)omp_get_mapped_ptr(buf, omp_get_default_device());
    int att = 0;
    #pragma omp target map(from: att)
    att = ((__UINTPTR_TYPE__)o.p == din) + 2 * ((__UINTPTR_TYPE__)o.p->q == dbuf);
    check("attached in data", att, 3);
    #pragma omp target
    for (int i = 0; i < N; i++) o.p->q[i] = o.p->q[i] * 10 + o.p->n;
    #pragma omp target update from(o.p->q[0:N])
    expect("data update from", buf, 0, 10, 3);
    for (int i = 0; i < N; i++) buf[i] = i;
    #pragma omp target update to(o.p->q[0:N])
    #pragma omp target
    for (int i = 0; i < N; i++) o.p->q[i] += 1;
  }
  expect("data end", buf, 0, 1, 1);
  present("after data o", &o, 0);
  present("after data buf", buf, 0);

  /* target update of the structs the chain passes through: the
   * runtime keeps the device's attached pointers. */
  fill(buf, 0);
  #pragma omp target data map(to: o, o.p[0:1]) map(tofrom: o.p->q[0:N])
  {
    in.n = 10;
    #pragma omp target update to(o.p[0:1])
    #pragma omp target
    for (int i = 0; i < N; i++) o.p->q[i] += o.p->n;
    #pragma omp target update from(o.p->q[0:N])
    expect("update to(o.p[0:1])", buf, 0, 1, 10);
    o.k = 5;
    #pragma omp target update to(o)
    #pragma omp target
    for (int i = 0; i < N; i++) o.p->q[i] *= o.k;
  }
  expect("update to(o)", buf, 10, 5, 0);
  in.n = 3;
  o.k = 2;

  /* enter / exit data of a section of structs and a member's pointee. */
  arr[0].n = 1;
  fill(buf, 0);
  #pragma omp target enter data map(to: arr[0:2]) map(to: arr[1].q[0:N])
  arr[0].n = 7;
  #pragma omp target update to(arr[0:2])
  #pragma omp target
  for (int i = 0; i < N; i++) arr[1].q[i] += arr[0].n;
  #pragma omp target update from(arr[1].q[0:N])
  expect("arr enter, update", buf, 0, 1, 7);
  #pragma omp target
  for (int i = 0; i < N; i++) arr[1].q[i] += 1;
  #pragma omp target exit data map(release: arr[0:2]) map(from: arr[1].q[0:N])
  expect("arr exit", buf, 0, 1, 8);
  present("arr exit", arr, 0);

  /* enter / exit data from a pointer variable (a pointee of its own:
   * clang-19 keeps the pointee of earlier chains mapped, chainpresence.c). */
  struct inner in3 = {3, buf};
  struct outer o3 = {&in3, 2};
  struct outer *po3 = &o3;
  fill(buf, 5);
  #pragma omp target enter data map(to: po3[0:1], po3->p[0:1]) map(to: po3->p->q[0:N])
  present("enter o", &o3, 1);
  present("enter in", &in3, 1);
  present("enter buf", buf, 1);
  {
    __UINTPTR_TYPE__ din = (__UINTPTR_TYPE__)omp_get_mapped_ptr(&in3, omp_get_default_device());
    __UINTPTR_TYPE__ dbuf = (__UINTPTR_TYPE__)omp_get_mapped_ptr(buf, omp_get_default_device());
    int att = 0;
    #pragma omp target map(from: att)
    att = ((__UINTPTR_TYPE__)po3->p == din) + 2 * ((__UINTPTR_TYPE__)po3->p->q == dbuf);
    check("attached after enter", att, 3);
  }
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) po3->p->q[i] = po3->p->q[i] * po3->k - po3->p->n;
  check("enter not moved", buf[0], 5);
  #pragma omp target update from(po3->p->q[0:N])
  expect("enter update", buf, 5, 2, -3);
  #pragma omp target enter data map(to: po3[0:1], po3->p[0:1]) map(to: po3->p->q[0:N])
  #pragma omp target exit data map(release: po3[0:1], po3->p[0:1]) map(from: po3->p->q[0:N])
  present("exit once in", &in3, 1);
  present("exit once buf", buf, 1);
  #pragma omp target exit data map(release: po3[0:1], po3->p[0:1]) map(from: po3->p->q[0:N])
  present("exit o", &o3, 0);
  present("exit buf", buf, 0);

  /* enter data of three levels, a region between, exit with the chain
   * in the first clause (structs of their own, as above). */
  fill(buf2, 0);
  struct c3 c4 = {5, buf2};
  struct b3 b4 = {2, &c4};
  struct a3 a4 = {&b4, 1};
  #pragma omp target enter data map(to: a4, a4.p[0:1], a4.p->r[0:1]) map(to: a4.p->r->x[0:N])
  #pragma omp target
  for (int i = 0; i < N; i++) a4.p->r->x[i] += a4.j + a4.p->k;
  #pragma omp target exit data map(from: a4.p->r->x[0:N]) map(release: a4, a4.p[0:1], a4.p->r[0:1])
  expect("three levels enter/exit", buf2, 0, 1, 3);
  present("exit3 buf2", buf2, 0);

  if (bad == 0) printf("PASS chainmembers\n");
  return bad != 0;
}
