/* Written by hand for tools/difftest -file (docs/difftest.md): one variable in a map clause and a data-sharing clause of a combined construct */
#include <stdio.h>
#define N 8
int main(void) {
  int x = 3, y = 0, arr[N], out[N];
  for (int i = 0; i < N; i++) arr[i] = i;
  #pragma omp target teams distribute parallel for map(tofrom: x) firstprivate(x) map(from: out)
  for (int i = 0; i < N; i++) { out[i] = x + i; }
  printf("1: %d %d %d\n", x, out[0], out[N - 1]);
  #pragma omp target teams distribute parallel for map(tofrom: arr) firstprivate(arr) map(from: out)
  for (int i = 0; i < N; i++) { out[i] = arr[i] + 100; }
  printf("2: %d %d %d\n", arr[0], out[0], out[N - 1]);
  #pragma omp target parallel for map(tofrom: y) lastprivate(y)
  for (int i = 0; i < N; i++) y = i * 3;
  printf("3: %d\n", y);
  #pragma omp target teams distribute parallel for map(tofrom: x) reduction(+: x)
  for (int i = 0; i < N; i++) x += i;
  printf("4: %d\n", x);
  #pragma omp target teams distribute parallel for map(to: x) private(x) map(from: out)
  for (int i = 0; i < N; i++) { x = i * i; out[i] = x; }
  printf("5: %d %d\n", x, out[3]);
  int z = 10;
  #pragma omp target data map(tofrom: z)
  {
    #pragma omp target teams distribute parallel for map(tofrom: z) firstprivate(z) map(from: out)
    for (int i = 0; i < N; i++) out[i] = z + i;
    #pragma omp target update from(z)
  }
  printf("6: %d %d\n", z, out[2]);
  return 0;
}
