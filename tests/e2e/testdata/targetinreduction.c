/* in_reduction on target constructs: the target task takes part in the
 * task reduction of the enclosing taskgroup, its region updating the
 * task's copy of the item (mapped always tofrom). */
#include <stdio.h>

#define N 16

int main(void) {
  int errors = 0;
  int s = 0, a[N];
  for (int i = 0; i < N; i++) a[i] = i;

  /* Target tasks and host tasks contribute to one reduction. */
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: s)
    {
      for (int k = 0; k < 4; k++) {
#pragma omp target in_reduction(+: s) firstprivate(k) map(to: a)
        { s += a[k] + 1; }
      }
#pragma omp task in_reduction(+: s)
      s += 100;
    }
  }
  if (s != 110) { printf("parallel: s = %d\n", s); errors++; }

  /* A taskgroup of the initial thread; a false if clause runs the
   * region on the host, in the task, on the task's copy. */
  long t = 0;
  double p = 1.0;
#pragma omp taskgroup task_reduction(+: t)
  {
#pragma omp target in_reduction(+: t)
    t += 5;
#pragma omp target in_reduction(+: t) if(0)
    t += 7;
  }
#pragma omp taskgroup task_reduction(*: p)
  {
    for (int k = 1; k <= 3; k++) {
#pragma omp target in_reduction(*: p) firstprivate(k)
      p *= k + 1;
    }
  }
  if (t != 12) { printf("initial thread: t = %ld\n", t); errors++; }
  if (p != 24.0) { printf("product: p = %g\n", p); errors++; }
  printf("s=%d t=%ld p=%g\n", s, t, p);
  if (errors) { printf("FAIL targetinreduction\n"); return 1; }
  printf("PASS targetinreduction\n");
  return 0;
}
