/* A pointer variable listed beside members through it: map(tofrom: p,
 * p->x), a section of an array member, a pointee section of a pointer
 * member, a section two pointers away, on
 * target data with target update, and with the pointee present from an
 * enter data. The device's p is attached to the members' device copies.
 * Each result is checked against the host's arithmetic. */
#include <stdio.h>
#include <omp.h>

typedef struct { int n; double *v; } Q;
typedef struct { int x; double a[4]; Q *q; double *w; } P;

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  double v[4] = {1, 2, 3, 4};
  Q qq = {4, v};
  double w[3] = {7, 8, 9};
  P pp = {1, {1, 2, 3, 4}, &qq, w};
  P *p = &pp;

  #pragma omp target map(tofrom: p, p->x)
  { p->x += 5; }
  bad += check("x", pp.x, 6);
  bad += check("p kept", p == &pp, 1);

  #pragma omp target map(to: p) map(tofrom: p->a[1:2])
  { p->a[1] *= 10; p->a[2] *= 10; }
  bad += check("a[0]", pp.a[0], 1) + check("a[1]", pp.a[1], 20) + check("a[2]", pp.a[2], 30);

  #pragma omp target map(to: p) map(tofrom: p->q->v[0:4])
  for (int i = 0; i < 4; i++) p->q->v[i] += 0.5;
  bad += check("v[0]", v[0], 1.5) + check("v[3]", v[3], 4.5);

  #pragma omp target map(to: p) map(tofrom: p->w[1:2])
  { p->w[1] -= 1; p->w[2] -= 1; }
  bad += check("w[0]", w[0], 7) + check("w[1]", w[1], 7) + check("w[2]", w[2], 8);

  #pragma omp target data map(to: p, p->x)
  {
    #pragma omp target
    { p->x *= 2; }
    #pragma omp target update from(p->x)
    bad += check("x updated", pp.x, 12);
  }

  #pragma omp target enter data map(to: p[0:1])
  #pragma omp target map(tofrom: p, p->x)
  { p->x += 1; }
  #pragma omp target exit data map(from: p[0:1])
  bad += check("x after exit", pp.x, 13);
  bad += check("p after exit", p == &pp, 1);

  printf("x %d a %g %g v %g %g\n", pp.x, pp.a[1], pp.a[2], v[0], v[3]);
  if (bad == 0) printf("PASS ptrmembers\n");
  return bad != 0;
}
