/* The loop variable in lastprivate of a combined construct whose loop
 * runs no iteration keeps its value, on the device, in the host fallback
 * of if(target: 0) and with offloading disabled: the host compiler's
 * loop construct copies an uninitialized private copy back, and a loop
 * run as written on one thread (ordered, a test in another type, a
 * distribute loop) leaves its initial value; clang-19 keeps the value.
 * The same loops with iterations leave what a sequential run leaves. */
#include <stdio.h>

static int run(int n, int dev) {
  int i = 33, j = 44, k = 55, m = 66, p = 77, q = 88, r = 99, s = 11, v = 13;
  unsigned w = 14u;
#pragma omp target parallel for lastprivate(i) map(tofrom: i) if(target: dev)
  for (i = 0; i < n; i++) ;
#pragma omp target teams distribute parallel for lastprivate(j) map(tofrom: j) if(target: dev)
  for (j = 0; j < n; j++) ;
#pragma omp target parallel for simd lastprivate(k) map(tofrom: k) if(target: dev)
  for (k = 0; k < n; k++) ;
#pragma omp target teams distribute parallel for simd lastprivate(m) map(tofrom: m) if(target: dev)
  for (m = 5; m < n; m += 2) ;
#pragma omp target parallel for lastprivate(p) map(tofrom: p) if(target: dev) ordered
  for (p = 0; p < n; p++) {
#pragma omp ordered
    { }
  }
#pragma omp target teams distribute lastprivate(q) map(tofrom: q) if(target: dev)
  for (q = 0; q < n; q++) ;
#pragma omp target parallel for collapse(2) lastprivate(r, s) map(tofrom: r, s) if(target: dev)
  for (r = 0; r < 3; r++)
    for (s = 0; s < n; s++) ;
#pragma omp target parallel for lastprivate(w) map(tofrom: w) if(target: dev)
  for (w = 10u; w < 3u + n; w++) ;
#pragma omp target parallel for lastprivate(v) map(tofrom: v) if(target: dev)
  for (v = -5; v < 0u + n; v++) ;
  printf("n=%d dev=%d: %d %d %d %d %d %d %d %d %d %u\n", n, dev, i, j, k, m, p, q, r, s, v, w);
  if (n == 0)
    return i == 33 && j == 44 && k == 55 && m == 66 && p == 77 && q == 88 && r == 99 && s == 11 && v == 13 && w == 14u;
  int em;
  for (em = 5; em < n; em += 2) ;
  return i == n && j == n && k == n && m == em && p == n && q == n && r == 3 && s == n && v == 13 && w == 3u + n;
}

int main(void) {
  int fails = 0;
  fails += !run(0, 0);
  fails += !run(0, 1);
  fails += !run(10, 0);
  fails += !run(10, 1);
  if (fails) {
    printf("FAIL lastprivate_index_zero_trip\n");
    return 1;
  }
  printf("PASS lastprivate_index_zero_trip\n");
  return 0;
}
