/* Differential program (against clang-19), in the style of published
 * asynchronous offload examples: a blocked pipeline in a host parallel
 * region's single construct, each block entered with target enter data
 * nowait depend(out:), computed by target teams loops nowait with
 * depend(inout:) on the block's first element, copied back with target
 * update from nowait depend(inout:), consumed by a host task with depend,
 * released with target exit data nowait; then a diamond of target tasks
 * over two arrays joined by taskwait, and target nowait in a taskgroup. */
#include <stdio.h>
#include <omp.h>
#define N 1024
#define B 128

int main(void) {
  static double x[N], y[N];
  double part[N / B];
  for (int i = 0; i < N; i++) { x[i] = i % 17; y[i] = 0; }
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int b = 0; b < N / B; b++) {
      int lo = b * B;
#pragma omp target enter data map(to: x[lo:B]) map(alloc: y[lo:B]) nowait depend(out: x[lo])
#pragma omp target teams distribute parallel for nowait depend(inout: x[lo]) map(present, alloc: x[lo:B], y[lo:B])
      for (int i = lo; i < lo + B; i++) y[i] = 2.0 * x[i] + b;
#pragma omp target teams loop nowait depend(inout: x[lo]) map(present, alloc: x[lo:B], y[lo:B])
      for (int i = lo; i < lo + B; i++) x[i] = y[i] - x[i];
#pragma omp target update from(x[lo:B], y[lo:B]) nowait depend(inout: x[lo])
#pragma omp task depend(in: x[lo]) shared(part) firstprivate(lo, b)
      {
        double s = 0;
        for (int i = lo; i < lo + B; i++) s += x[i] * 3 + y[i];
        part[b] = s;
      }
#pragma omp target exit data map(release: x[lo:B], y[lo:B]) nowait depend(inout: x[lo])
    }
#pragma omp taskwait
  }
  double tot = 0;
  for (int b = 0; b < N / B; b++) tot += part[b] * (b + 1);
  printf("pipeline %.1f present %d %d\n", tot, omp_target_is_present(x, omp_get_default_device()),
         omp_target_is_present(&y[N - 1], omp_get_default_device()));

  /* a diamond: a -> (b, c) -> d */
  int a[64], c1[64], c2[64], d = 0;
#pragma omp target enter data map(alloc: a, c1, c2)
#pragma omp target nowait depend(out: a) map(present, alloc: a)
  for (int i = 0; i < 64; i++) a[i] = i * i % 31;
#pragma omp target nowait depend(in: a) depend(out: c1) map(present, alloc: a, c1)
  for (int i = 0; i < 64; i++) c1[i] = a[i] + 1;
#pragma omp target nowait depend(in: a) depend(out: c2) map(present, alloc: a, c2)
  for (int i = 0; i < 64; i++) c2[i] = a[63 - i] * 2;
#pragma omp target nowait depend(in: c1, c2) map(present, alloc: c1, c2) map(tofrom: d)
  for (int i = 0; i < 64; i++) d += c1[i] * c2[i];
#pragma omp taskwait
#pragma omp target exit data map(from: a, c1) map(delete: c2)
  printf("diamond %d %d %d %d\n", d, a[5], c1[63], omp_target_is_present(c2, omp_get_default_device()));

  /* target nowait in a taskgroup, results summed after it */
  int r[8] = {0};
#pragma omp taskgroup
  {
    for (int k = 0; k < 8; k++) {
#pragma omp target nowait map(tofrom: r[k:1]) firstprivate(k)
      {
        int s = 0;
        for (int i = 0; i <= k * 10; i++) s += i;
        r[k] = s;
      }
    }
  }
  int rs = 0;
  for (int k = 0; k < 8; k++) rs = rs * 3 + r[k];
  printf("taskgroup %d %d\n", rs, r[7]);
  return 0;
}
