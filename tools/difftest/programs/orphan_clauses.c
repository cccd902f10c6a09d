/* Written by hand for tools/difftest -file (docs/difftest.md): an orphaned worksharing loop in a declare target function with schedule(static, chunk), private and firstprivate, on teams of 1, 4 and 7 threads. */
#include <stdio.h>
#include <omp.h>
#define N 37
#pragma omp declare target
int base = 5;
void work(int *who, int *val, int n, int chunk) {
  int x = 7;
#pragma omp for schedule(static, chunk) private(x) firstprivate(base)
  for (int i = 0; i < n; i++) {
    x = i * 3;
    who[i] = omp_get_thread_num();
    val[i] = x + base;
  }
}
#pragma omp end declare target
int main(void) {
  int who[N], val[N];
  for (int nt = 1; nt <= 8; nt += 3)
    for (int c = 1; c <= 9; c += 4) {
#pragma omp target parallel num_threads(nt) map(from: who, val)
      work(who, val, N, c);
      long s = 0;
      for (int i = 0; i < N; i++) s = s * 31 + who[i] * 1000 + val[i];
      printf("nt %d chunk %d: %ld\n", nt, c, s % 1000000007);
    }
  return 0;
}
