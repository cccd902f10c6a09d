/* lastprivate items of combined target constructs that no map clause
 * names: OpenMP 5.2 maps them tofrom, so the host sees the value of the
 * sequentially last iteration; linear items likewise (clang-19 keeps
 * them firstprivate and prints the old values; docs/difftest.md). */
#include <stdio.h>

#define N 64

int main(void) {
  int n = N, errors = 0;
  double a[N * N];
  int last = -1, k = -1, t = -1, u = -1;
  long l = -1;

  /* A generic region: the distribute loop holds a parallel loop. */
#pragma omp target teams distribute lastprivate(last) map(tofrom: a)
  for (int i = 0; i < n; i++) {
    last = i;
#pragma omp parallel for
    for (int j = 0; j < n; j++) a[i * n + j] = i + j;
  }
  if (last != N - 1) { printf("generic lastprivate: %d\n", last); errors++; }

#pragma omp target teams distribute parallel for lastprivate(k)
  for (int i = 0; i < n; i++) k = i * 2;
  if (k != 2 * (N - 1)) { printf("tdpf lastprivate: %d\n", k); errors++; }

#pragma omp target parallel for lastprivate(t) num_threads(4)
  for (int i = 0; i < n; i++) t = i * 3;
  if (t != 3 * (N - 1)) { printf("tpf lastprivate: %d\n", t); errors++; }

#pragma omp target teams distribute parallel for simd lastprivate(l) collapse(2)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++) l = i * 10 + j;
  if (l != 77) { printf("collapse lastprivate: %ld\n", l); errors++; }

  /* linear likewise: the value of the sequentially last iteration. */
  int j = 0;
#pragma omp target parallel for linear(j: 2)
  for (int i = 0; i < 10; i++) j = j + 0;
  if (j != 18) { printf("linear: %d\n", j); errors++; }

  /* Present on the device: the device copy is assigned, and the
   * enclosing data region decides what the host sees (with offload
   * disabled the host's u is the one assigned). */
#pragma omp target data map(tofrom: u)
  {
#pragma omp target parallel for lastprivate(u)
    for (int i = 0; i < n; i++) u = i * 4;
    if (u != -1 && u != 4 * (N - 1)) { printf("present, inside: %d\n", u); errors++; }
  }
  if (u != 4 * (N - 1)) { printf("present, after: %d\n", u); errors++; }

  for (int i = 0; i < N * N; i++)
    if (a[i] != i / N + i % N) { errors++; break; }
  printf("last=%d k=%d t=%d l=%ld u=%d\n", last, k, t, l, u);
  if (errors) { printf("FAIL lastprivatemap: %d errors\n", errors); return 1; }
  printf("PASS lastprivatemap\n");
  return 0;
}
