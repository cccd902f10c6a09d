/* in_reduction on target constructs with nowait, depend and map: the
 * target tasks of a taskgroup's task reduction each add their part to the
 * one result, next to host tasks; mapped arrays the regions write are the
 * program's, and dependences order the target tasks and host tasks. */
#include <stdio.h>

#define N 64

int main(void) {
  int errors = 0;
  int s = 0, a[N], out[N];
  long q = 0;
  double p = 1.0;
  for (int i = 0; i < N; i++) { a[i] = i; out[i] = -1; }

#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: s, q) task_reduction(*: p)
    {
      for (int k = 0; k < 16; k++) {
#pragma omp target in_reduction(+: s) map(to: a) map(from: out[k:1]) firstprivate(k) nowait
        { s += a[k] + a[k + 16]; out[k] = 3 * k; }
#pragma omp target in_reduction(+: q) depend(inout: a[k]) nowait
        { q += k * 1000; }
#pragma omp target in_reduction(*: p) nowait
        { p *= 1.5; }
#pragma omp task in_reduction(+: s) depend(in: a[k])
        s += 1;
      }
    }
  }
  /* 16 * 16 + 2 * (0 + ... + 15) + 16, 1000 * (0 + ... + 15), 1.5^16 (exact). */
  if (s != 512 || q != 120000 || p != 43046721.0 / 65536) { printf("parallel: s=%d q=%ld p=%.10g\n", s, q, p); errors++; }
  for (int k = 0; k < 16; k++)
    if (out[k] != 3 * k) { printf("out[%d] = %d\n", k, out[k]); errors++; }

  /* On the initial thread: a dependence chain through x, a false if
   * clause, and a firstprivate value taken when the construct is met. */
  int t = 0, x = 0, y[4] = {1, 2, 3, 4}, f = 5;
#pragma omp taskgroup task_reduction(+: t)
  {
#pragma omp target in_reduction(+: t) map(tofrom: y) firstprivate(f) depend(out: x) nowait
    { t += y[0] * f; y[1] = 20; }
    f = 100;
#pragma omp target in_reduction(+: t) map(tofrom: y) depend(in: x)
    { t += y[1]; y[2] = 30; }
#pragma omp target in_reduction(+: t) map(to: y) nowait if(0)
    { t += y[2]; }
#pragma omp task in_reduction(+: t) depend(in: x)
    t += f;
  }
  if (t != 155 || y[1] != 20 || y[2] != 30) { printf("initial thread: t=%d y=%d %d\n", t, y[1], y[2]); errors++; }
  printf("s=%d q=%ld p=%g t=%d y=%d %d %d\n", s, q, p, t, y[1], y[2], y[3]);
  if (errors) { printf("FAIL targetinreduction_nowait\n"); return 1; }
  printf("PASS targetinreduction_nowait\n");
  return 0;
}
