/* The OpenMP 5.2 doacross spelling (doacross(sink: ...),
 * doacross(source:), omp_cur_iteration - 1) on the loops of nested
 * parallel regions of target regions: the nested region's one thread
 * runs the iterations in order. Checked against the recurrences
 * computed on the host. (clang-19 takes the doacross clause only with
 * -fopenmp-version=52; the host fallback drops the constructs.) */
#include <stdio.h>
#include <omp.h>
#define N 4
#define M 20

int main(void) {
  int a[N][M], b[N][M], T = 0, ok = 1;
#pragma omp target parallel num_threads(N) map(tofrom: a, b, T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      T = omp_get_num_threads();
    a[t][0] = t;
    b[t][0] = 1;
#pragma omp parallel
    {
#pragma omp for ordered(1) schedule(static, 3)
      for (int i = 1; i < M; i++) {
#pragma omp ordered doacross(sink: i - 1)
        a[t][i] = a[t][i - 1] * 3 % 101 + i;
#pragma omp ordered doacross(source:)
      }
#pragma omp for ordered(1)
      for (int i = 1; i < M; i++) {
#pragma omp ordered doacross(sink: omp_cur_iteration - 1)
        b[t][i] = b[t][i - 1] + a[t][i];
#pragma omp ordered doacross(source: omp_cur_iteration)
      }
    }
  }
  ok = T >= 1;
  for (int t = 0; t < T; t++) {
    int x = t, y = 1;
    for (int i = 1; i < M; i++) {
      x = x * 3 % 101 + i;
      y += x;
      ok = ok && a[t][i] == x && b[t][i] == y;
    }
  }
  printf("nested doacross=%d\n", ok);
  if (!ok) {
    printf("FAIL nested_doacross_omp52\n");
    return 1;
  }
  printf("PASS nested_doacross_omp52\n");
  return 0;
}
