/* Reductions over a structure of arrays reached through a struct
 * variable: sum, min and max of member arrays, a user-declared
 * reduction over a pair, and an array-section reduction into bins. */
#include <stdio.h>

#define N 3000
#define NB 8

typedef struct {
  double mass[N];
  double temp[N];
  int kind[N];
} Cells;

typedef struct { double lo, hi; } Range;
#pragma omp declare reduction(range: Range: omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) initializer(omp_priv = (Range){1e300, -1e300})

int main(void) {
  static Cells c;
  for (int i = 0; i < N; i++) {
    c.mass[i] = 1.0 + (i % 17) * 0.25;
    c.temp[i] = 300.0 + ((i * 31) % 101) - 50;
    c.kind[i] = (i * 13) % NB;
  }
  double total = 0, tmin = 1e300, tmax = -1e300;
  double binmass[NB] = {0};
  Range r = {1e300, -1e300};
#pragma omp target teams distribute parallel for map(to: c.mass, c.temp) reduction(+: total) reduction(min: tmin) reduction(max: tmax)
  for (int i = 0; i < N; i++) {
    total += c.mass[i] * c.temp[i];
    tmin = c.temp[i] < tmin ? c.temp[i] : tmin;
    tmax = c.temp[i] > tmax ? c.temp[i] : tmax;
  }
#pragma omp target teams distribute parallel for map(to: c) reduction(+: binmass[0:NB]) reduction(range: r)
  for (int i = 0; i < N; i++) {
    binmass[c.kind[i]] += c.mass[i];
    double e = c.mass[i] * c.temp[i];
    if (e < r.lo) r.lo = e;
    if (e > r.hi) r.hi = e;
  }
  double bs = 0;
  for (int b = 0; b < NB; b++) bs += binmass[b] * (b + 1);
  printf("soa: total %.4f tmin %.1f tmax %.1f bins %.4f range %.3f..%.3f\n", total, tmin, tmax, bs, r.lo, r.hi);
  return 0;
}
