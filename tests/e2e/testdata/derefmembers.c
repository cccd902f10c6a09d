/* Members reached through pointer members in map clauses: a scalar
 * (o.p->x), a section of an array member (po->p->r->v[1:2]), a member
 * two pointers away (o.p->r->k), beside the item that maps the pointee
 * (o.p[0:1]) with the same map-type, inside a target data that maps the
 * pointee already (found present and attached), a section through
 * two pointers from a struct variable on a target construct, one
 * element of a pointer member's pointee (g.cells[1].x), on target enter and
 * exit data after the struct itself, and in target update. Each result
 * is checked against the same arithmetic done on the host. */
#include <stdio.h>
#include <omp.h>

typedef struct { int k; double v[3]; } R;
typedef struct { int x; R *r; double a[4]; } In;
typedef struct { int j; In *p; } O;
typedef struct { int n; double *q; } Q;
typedef struct { Q *p; int k; } OQ;
typedef struct { int x; double y; } C;
typedef struct { int n; C *cells; } G;

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  R r = {1, {1, 2, 3}};
  In in = {5, &r, {1, 2, 3, 4}};
  O o = {7, &in};
  O *po = &o;

  #pragma omp target map(tofrom: o.p->x)
  { o.p->x = o.p->x * 8 + 2; }
  bad += check("o.p->x", in.x, 5 * 8 + 2);

  #pragma omp target map(tofrom: o.p->r->k) map(to: o.j)
  { o.p->r->k += 10 * o.j; }
  bad += check("o.p->r->k", r.k, 71);

  #pragma omp target map(tofrom: po->p->r->v[1:2])
  { po->p->r->v[1] *= 2; po->p->r->v[2] *= 3; }
  bad += check("v[0]", r.v[0], 1) + check("v[1]", r.v[1], 4) + check("v[2]", r.v[2], 9);

  #pragma omp target map(tofrom: po->p->x)
  { po->p->x -= 40; }
  bad += check("po->p->x", in.x, 2);

  #pragma omp target map(tofrom: o.p[0:1]) map(tofrom: o.p->a[1:2])
  { o.p->a[0] += 100; o.p->a[1] += o.p->x; o.p->a[2] += o.p->x; }
  bad += check("a[0]", in.a[0], 101) + check("a[1]", in.a[1], 4) + check("a[2]", in.a[2], 5);

  /* The pointee is present: the member is found in it and attached. */
  #pragma omp target data map(tofrom: o.p[0:1])
  {
    #pragma omp target map(tofrom: o.p->x)
    { o.p->x += 1; }
    #pragma omp target update from(o.p->x)
    bad += check("x in data", in.x, 3);
    in.a[3] = 40;
    #pragma omp target update to(o.p->a[3:1])
    #pragma omp target map(tofrom: o.p->a[0:4])
    { o.p->a[3] += o.p->x; }
  }
  bad += check("a[3]", in.a[3], 43);

  /* enter and exit data of a section through the pointer member, after
   * the struct, whose device copy then points to it. */
  #pragma omp target enter data map(to: o)
  #pragma omp target enter data map(to: o.p->a[0:4])
  #pragma omp target
  { for (int i = 0; i < 4; i++) o.p->a[i] = 2 * o.p->a[i] + o.j; }
  #pragma omp target update from(o.p->a[1:1])
  bad += check("a[1] updated", in.a[1], 15);
  #pragma omp target exit data map(from: o.p->a[0:4])
  #pragma omp target exit data map(release: o)
  bad += check("a[0] back", in.a[0], 209) + check("a[3] back", in.a[3], 93);

  /* A section through a pointer member of a struct variable on a
   * target construct: the construct maps the storage of o2.p->q and
   * attaches it; inside a target data of the pointee it is found. */
  double q[6] = {1, 2, 3, 4, 5, 6};
  Q qq = {6, q};
  OQ o2 = {&qq, 3};
  #pragma omp target map(tofrom: o2.p->q[0:6]) map(to: o2.k)
  for (int i = 0; i < 6; i++) o2.p->q[i] *= o2.k;
  bad += check("q[0]", q[0], 3) + check("q[5]", q[5], 18);
  #pragma omp target data map(to: o2.p[0:1])
  {
    #pragma omp target map(tofrom: o2.p->q[1:2])
    for (int i = 1; i < 3; i++) o2.p->q[i] += 100;
  }
  bad += check("q[1]", q[1], 106) + check("q[2]", q[2], 109) + check("q[3]", q[3], 12);

  /* One element of a pointer member's pointee (g.cells[1].x), alone,
   * beside a section that holds it, and on enter and exit data. */
  C cs[3] = {{1, 1}, {2, 2}, {3, 3}};
  G g = {3, cs};
  G *pg = &g;
  #pragma omp target map(tofrom: g.cells[1].x)
  { g.cells[1].x += 10; }
  bad += check("cs[1].x", cs[1].x, 12) + check("cs[0].x", cs[0].x, 1);
  #pragma omp target map(tofrom: pg->cells[2].y)
  { pg->cells[2].y *= 4; }
  bad += check("cs[2].y", cs[2].y, 12);
  #pragma omp target map(tofrom: g.cells[0:3], g.cells[2].x)
  { g.cells[2].x = g.cells[0].x + g.cells[1].x + 100; }
  bad += check("cs[2].x", cs[2].x, 113);
  #pragma omp target enter data map(to: g.cells[1].y)
  #pragma omp target exit data map(from: g.cells[1].y)
  bad += check("cs[1].y", cs[1].y, 2);

  printf("x %d k %d v %g %g a %g %g %g %g\n", in.x, r.k, r.v[1], r.v[2], in.a[0], in.a[1], in.a[2], in.a[3]);
  if (bad == 0) printf("PASS derefmembers\n");
  return bad != 0;
}
