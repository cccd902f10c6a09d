/* linear on a loop construct nested in a target construct (the nested
 * spelling of target parallel for linear): the item's copy at logical
 * iteration k is its original value plus k times the step; with
 * map(tofrom) on the target construct the host gets the value after the
 * last iteration, without it the item is firstprivate to the target
 * region and the host keeps its value (as for lastprivate). On the
 * device and in the host fallback (if(0)), with a parallel for and with
 * target, parallel, for written on three lines. Every value is also
 * computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { N = 37, M = 20 };

int main(void) {
  int fails = 0;
  for (int dev = 1; dev >= 0; dev--) {
    int k = 3, j = 10, f = 50;
    long s = 0, t = 0;
#pragma omp target map(tofrom: k, s) if(dev)
#pragma omp parallel for linear(k: 2) reduction(+: s) num_threads(4)
    for (int i = 0; i < N; i++) s += k;
#pragma omp target map(tofrom: j, t) if(dev)
#pragma omp parallel num_threads(3)
#pragma omp for linear(j) reduction(+: t)
    for (int i = M - 1; i >= 0; i--) t += j;
    /* not mapped: firstprivate to the target region */
#pragma omp target if(dev)
#pragma omp parallel for linear(f: -4)
    for (int i = 0; i < N; i++) {
    }
    long ws = 0, wt = 0;
    for (int i = 0; i < N; i++) ws += 3 + 2 * i;
    for (int i = 0; i < M; i++) wt += 10 + i;
    if (k != 3 + 2 * (N - 1) || s != ws || j != 10 + M - 1 || t != wt || f != 50) {
      printf("%s: k %d s %ld j %d t %ld f %d\n", dev ? "device" : "host fallback", k, s, j, t, f);
      fails++;
    }
  }
  printf("%s target_nested_linear\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
