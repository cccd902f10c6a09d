/* declare target indirect in more region forms: a function pointer from
 * the host called by the code of a generic region (beside its parallel
 * loop, by thread 0) and in the loop by every thread, a private one set
 * per iteration from device addresses in a combined loop, and a table
 * of host addresses passed to a declare target function; declare target
 * variables (an array, a struct) whose initialisers hold device
 * addresses, then host addresses after a target update; the address of
 * a C math function taken in device code beside a host one. The host
 * computes the same with the same functions. */
#include <math.h>
#include <stdio.h>

#pragma omp begin declare target indirect
int sq(int v) { return v * v; }
int neg(int v) { return -v; }
#pragma omp end declare target

#pragma omp declare target
int sum_all(int (*const *fs)(int), int n, int v) {
  int s = 0;
  for (int k = 0; k < n; k++)
    s += fs[k](v);
  return s;
}
#pragma omp end declare target

typedef int (*op_t)(int);
#pragma omp declare target
op_t tab[2] = {sq, neg};
struct {
  op_t f;
  int k;
} rec = {neg, 7};
#pragma omp end declare target

#define N 64

int main(void) {
  int failures = 0;
  int (*f)(int) = sq;
  int (*fs[2])(int) = {sq, neg};
  int out[N], s = 0, t = 0;
#pragma omp target map(from: out) map(tofrom: s, t) map(to: fs)
  {
    s = f(3);
    t = sum_all(fs, 2, 5);
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out[i] = f(i);
  }
  int (*g)(int) = neg;
#pragma omp target teams distribute parallel for map(tofrom: out) private(g)
  for (int i = 0; i < N; i++) {
    g = (i & 1) ? sq : neg;
    out[i] += g(2);
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != sq(i) + ((i & 1) ? sq(2) : neg(2));
  printf("s=%d t=%d mismatches=%d\n", s, t, bad);
  if (s != sq(3) || t != sum_all(fs, 2, 5) || bad != 0) {
    printf("FAIL\n");
    failures++;
  }
  int r[4];
#pragma omp target map(from: r)
  {
    r[0] = tab[0](3);
    r[1] = tab[1](3);
    r[2] = rec.f(rec.k);
  }
  tab[0] = neg;
  rec.f = sq;
#pragma omp target update to(tab, rec)
#pragma omp target map(tofrom: r)
  r[3] = tab[0](4) + rec.f(rec.k);
  int want[4] = {sq(3), neg(3), neg(7), neg(4) + sq(7)};
  for (int k = 0; k < 4; k++) {
    printf("r[%d]=%d\n", k, r[k]);
    if (r[k] != want[k]) {
      printf("FAIL r[%d]: want %d\n", k, want[k]);
      failures++;
    }
  }
  double m = 0;
  int (*hf)(int) = neg;
#pragma omp target map(from: m)
  {
    double (*root)(double) = sqrt;
    m = root(16.0) + hf(3);
  }
  printf("m=%g\n", m);
  if (m != sqrt(16.0) + neg(3)) {
    printf("FAIL m: want %g\n", sqrt(16.0) + neg(3));
    failures++;
  }
  if (failures == 0)
    printf("PASS indirectforms\n");
  return failures != 0;
}
