/* Maps data every way a program keeps it on the device across regions:
 * target data, target enter/exit data, and a region in between. */
#include <stdio.h>

#define N 1000

int main(void) {
  static double a[N], b[N];
  double sum = 0;
  int i;
  for (i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 0;
  }
#pragma omp target enter data map(to: a[0:N])
#pragma omp target data map(tofrom: b[0:N])
  {
#pragma omp target teams distribute parallel for
    for (i = 0; i < N; i++) b[i] = 2 * a[i];
  }
#pragma omp target exit data map(release: a[0:N])
  for (i = 0; i < N; i++) sum += b[i];
  printf("maps: sum=%.0f (want %.0f)\n", sum, (double)N * (N - 1));
  return sum == (double)N * (N - 1) ? 0 : 1;
}
