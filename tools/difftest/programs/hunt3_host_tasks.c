/* Written by hand for tools/difftest -file (docs/difftest.md): target nowait with depend on sections beside host tasks in a taskgroup, target parallel thread numbers, kernels launched from a host parallel for with a reduction, from masked and from a task. */
#include <stdio.h>
#include <omp.h>
#define N 64
int main(void) {
  int a[N], b[N], ok = 1;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup
    {
      for (int c = 0; c < 4; c++) {
        int lo = c * 16;
#pragma omp target nowait map(tofrom: a[lo:16]) depend(out: a[lo:16]) firstprivate(lo)
        for (int i = lo; i < lo + 16; i++) a[i] *= 3;
#pragma omp task depend(in: a[lo:16]) firstprivate(lo) shared(a, b)
        for (int i = lo; i < lo + 16; i++) b[i] = a[i] + 1;
      }
    }
    for (int i = 0; i < N; i++) ok &= a[i] == 3 * i && b[i] == 3 * i + 1;
  }
  int tids[4] = {-1, -1, -1, -1};
#pragma omp target parallel num_threads(4) map(tofrom: tids)
  {
    int t = omp_get_thread_num();
    if (t < 4) tids[t] = t;
  }
  printf("tid0 %d\n", tids[0]);
  ok &= tids[0] == 0;
  long tot = 0;
#pragma omp parallel for reduction(+: tot) num_threads(2) schedule(static, 1)
  for (int c = 0; c < 8; c++) {
    long part = 0;
#pragma omp target teams distribute parallel for reduction(+: part) map(to: a)
    for (int i = 0; i < N; i++) part += a[i] * (c + 1);
    tot += part;
  }
  printf("tot %ld\n", tot);
  ok &= tot == 3L * (N * (N - 1) / 2) * 36;
  int x = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp masked
    {
#pragma omp target map(tofrom: x)
      x += 5;
    }
#pragma omp barrier
#pragma omp single nowait
    {
#pragma omp task
      {
#pragma omp target map(tofrom: x)
        x *= 2;
      }
    }
  }
  printf("x %d\n", x);
  ok &= x == 10;
  printf("%s hunt3_host_tasks\n", ok ? "PASS" : "FAIL");
  return 0;
}
