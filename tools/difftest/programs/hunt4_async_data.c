/* Written by hand for tools/difftest -file (docs/difftest.md): enter, exit and update data with nowait and depend chained with target tasks, across functions; data regions of several host threads; target regions in host tasks. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 16
static void enter(double *a, int n) {
#pragma omp target enter data map(to: a[0:n]) nowait depend(out: a[0])
}
static void leave(double *a, int n) {
#pragma omp target exit data map(from: a[0:n]) nowait depend(inout: a[0])
}
int main(void) {
  double *a = malloc(N * sizeof(double)), *b = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 2 * i; }
  enter(a, N);
#pragma omp target enter data map(to: b[0:N]) depend(out: b[0]) nowait
#pragma omp target teams distribute parallel for depend(in: b[0]) depend(inout: a[0]) nowait
  for (int i = 0; i < N; i++) a[i] += b[i];
#pragma omp target update from(a[0:N / 2]) depend(inout: a[0]) nowait
#pragma omp taskwait
  printf("half:"); for (int i = 0; i < N; i++) printf(" %g", a[i]); printf("\n");
#pragma omp target map(present, tofrom: a[0:N]) depend(inout: a[0]) nowait
  for (int i = 0; i < N; i++) a[i] *= 2;
  leave(a, N);
#pragma omp target exit data map(delete: b[0:N]) depend(in: b[0]) nowait
#pragma omp taskwait
  printf("a:"); for (int i = 0; i < N; i++) printf(" %g", a[i]); printf("\n");
  printf("present %d %d\n", omp_target_is_present(a, omp_get_default_device()), omp_target_is_present(b, omp_get_default_device()));
  /* several host threads each with their own data region */
  int res[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num();
    int loc[8];
    for (int i = 0; i < 8; i++) loc[i] = t * 10 + i;
#pragma omp target data map(tofrom: loc)
    {
#pragma omp target
      for (int i = 0; i < 8; i++) loc[i] += 1;
#pragma omp target update from(loc[0:4])
      loc[7] = -1;
    }
    int s = 0;
    for (int i = 0; i < 8; i++) s += loc[i];
    res[t] = s;
  }
  printf("res %d %d %d %d\n", res[0], res[1], res[2], res[3]);
  /* tasks with target data inside */
  int tv[4] = {0, 0, 0, 0};
#pragma omp parallel num_threads(2)
#pragma omp single
  for (int k = 0; k < 4; k++) {
#pragma omp task firstprivate(k) shared(tv)
    {
      int w[4] = {k, k, k, k};
#pragma omp target map(tofrom: w)
      for (int i = 0; i < 4; i++) w[i] = w[i] * w[i] + i;
      tv[k] = w[0] + w[1] + w[2] + w[3];
    }
  }
  printf("tv %d %d %d %d\n", tv[0], tv[1], tv[2], tv[3]);
  free(a); free(b);
  return 0;
}
