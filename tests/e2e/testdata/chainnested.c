/* Chains through pointer members under enclosing data directives that
 * map part of the chain, then other constructs on the same storage:
 * each construct releases what it mapped, so later maps move data again
 * (clang-19 keeps the pointee mapped after the inner target data and
 * its program prints stale values: docs/difftest.md). Also a combined
 * construct, an element of an array of structs, nowait, the present
 * modifier and target update through a pointer variable. Each result
 * is checked against the host's arithmetic. */
#include <stdio.h>
#include <omp.h>

typedef struct { int x; double *q; double a[4]; } In;
typedef struct { int k; In *p; } S;
typedef struct { int n; double *x; } Mesh;
typedef struct { Mesh *a; Mesh *b; int k; } Sim;

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0, n = 6;
  double q[6];
  for (int i = 0; i < n; i++) q[i] = i;
  In in = {5, q, {1, 2, 3, 4}};
  S s = {2, &in};
  In arr[2] = {{1, q, {0}}, {2, q, {0}}};
  S sa[2] = {{1, &arr[0]}, {3, &arr[1]}};

  #pragma omp target data map(to: s.p[0:1])
  {
    #pragma omp target data map(tofrom: s.p->q[0:n])
    {
      #pragma omp target map(tofrom: s.p->q[0:n])
      for (int i = 0; i < n; i++) s.p->q[i] += 2;
    }
    bad += check("q[5] after the inner data", q[5], 7);
  }
  bad += check("q[0]", q[0], 2);

  #pragma omp target teams distribute parallel for map(tofrom: s.p->a[0:4]) map(to: s.k)
  for (int i = 0; i < 4; i++) s.p->a[i] *= s.k;
  bad += check("a[0]", in.a[0], 2) + check("a[3]", in.a[3], 8);

  int i1 = 1;
  #pragma omp target map(tofrom: sa[i1].p->x)
  { sa[i1].p->x += 40; }
  bad += check("arr[0].x", arr[0].x, 1) + check("arr[1].x", arr[1].x, 42);

  #pragma omp target map(tofrom: s.p->x) nowait
  { s.p->x *= 3; }
  #pragma omp taskwait
  bad += check("x nowait", in.x, 15);

  #pragma omp target data map(tofrom: s.p[0:1])
  {
    #pragma omp target map(present, tofrom: s.p->x)
    { s.p->x += 1; }
  }
  bad += check("x present", in.x, 16);

  S *ps = &s;
  #pragma omp target enter data map(to: ps[0:1], ps->p[0:1])
  #pragma omp target
  { ps->p->a[1] = 77; ps->p->x = 9; }
  #pragma omp target update from(ps->p->a[1:1], ps->p->x)
  bad += check("a[1] updated", in.a[1], 77) + check("x updated", in.x, 9);
  #pragma omp target exit data map(delete: ps->p[0:1], ps[0:1])

  /* Chains from a pointer variable the construct also maps: through one
   * first member, and through two (beside the pointee). */
  double xa[3] = {1, 2, 3}, xb[3] = {10, 20, 30};
  Mesh ma = {3, xa}, mb = {3, xb};
  Sim sim = {&ma, &mb, 4};
  Sim *sp = &sim;
  #pragma omp target map(to: sp[0:1]) map(tofrom: sp->a->x[0:3])
  for (int i = 0; i < 3; i++) sp->a->x[i] *= sp->k;
  bad += check("xa[2]", xa[2], 12);
  #pragma omp target data map(to: sp[0:1])
  {
    #pragma omp target map(to: sp[0:1]) map(tofrom: sp->a->x[1:2]) map(to: sp->b->x[0:3])
    for (int i = 1; i < 3; i++) sp->a->x[i] += sp->b->x[i];
  }
  bad += check("xa[0]", xa[0], 4) + check("xa[1]", xa[1], 28) + check("xa[2] sum", xa[2], 42);

  printf("q %g %g a %g %g x %d %d\n", q[0], q[5], in.a[0], in.a[3], arr[1].x, in.x);
  if (bad == 0) printf("PASS chainnested\n");
  return bad != 0;
}
