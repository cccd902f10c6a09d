/* Two kernels: the GPU check loads its CUBIN and launches the first. */
#include <stdio.h>

#define N 256

int main(void) {
  int a[N], b[N];
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < N; i++) a[i] = 3 * i + 1;

#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N; i++) b[i] = a[i] * 2;

  int bad = 0;
  for (int i = 0; i < N; i++)
    if (a[i] != 3 * i + 1 || b[i] != 2 * (3 * i + 1)) bad++;
  if (bad) {
    printf("FAIL pair: %d mismatches\n", bad);
    return 1;
  }
  printf("PASS pair\n");
  return 0;
}
