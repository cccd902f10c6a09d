/* Written by hand for tools/difftest -file (docs/difftest.md): orphaned worksharing loops in declare target functions with reduction into file-scope variables and a static local, and with dynamic, guided, runtime and auto schedules (nowait one after another, repeated calls), on teams of 1, 3 and 8 threads and in a plain target region. Integer results only; nothing depends on which thread runs an iteration. */
#include <stdio.h>
#include <omp.h>
#define N 211
#pragma omp declare target
long sum;
int mx, mn, bits;
int count_even(const int *a, int n) {
  static int cnt;
#pragma omp single
  cnt = 0;
#pragma omp for reduction(+: cnt) schedule(dynamic, 3)
  for (int i = 0; i < n; i++) cnt += a[i] % 2 == 0;
  return cnt;
}
long reduce(const int *a, int n) {
#pragma omp for reduction(+: sum) reduction(max: mx) reduction(min: mn) reduction(|: bits) schedule(guided, 2)
  for (int i = 0; i < n; i++) {
    sum += a[i];
    mx = a[i] > mx ? a[i] : mx;
    mn = a[i] < mn ? a[i] : mn;
    bits |= a[i];
  }
  return sum;
}
void sweep(int *cnt, int n, int c) {
#pragma omp for schedule(dynamic, c) nowait
  for (int i = 0; i < n; i++) cnt[i] += 1;
#pragma omp for schedule(guided) nowait
  for (int i = n - 1; i >= 0; i -= 3) cnt[i] += 10;
#pragma omp for schedule(runtime) nowait
  for (int i = 0; i < n; i++) cnt[i] += 100;
#pragma omp for schedule(auto)
  for (int i = 0; i < n; i++) cnt[i] += 1000;
}
#pragma omp end declare target
int main(void) {
  int a[N], cnt[N], evens[8];
  long sums[8];
  for (int i = 0; i < N; i++) a[i] = (i * 29) % 97 - 40;
  for (int nt = 1; nt <= 8; nt += nt == 1 ? 2 : 5) {
    for (int c = 1; c <= 9; c += 8) {
      for (int i = 0; i < N; i++) cnt[i] = 0;
      sum = 0, mx = -1000, mn = 1000, bits = 0;
#pragma omp target update to(sum, mx, mn, bits)
#pragma omp target parallel num_threads(nt) map(tofrom: cnt) map(to: a) map(from: sums, evens)
      {
        for (int k = 0; k < 2; k++) sweep(cnt, N, c);
        reduce(a, N);
        sums[omp_get_thread_num()] = reduce(a, N);
#pragma omp barrier
        evens[omp_get_thread_num()] = count_even(a, N);
      }
#pragma omp target update from(sum, mx, mn, bits)
      long h = 0;
      for (int i = 0; i < N; i++) h = h * 31 + cnt[i];
      printf("nt %d chunk %d: counts %ld sum %ld max %d min %d bits %d\n", nt, c, h % 1000000007, sum, mx, mn, bits);
      for (int t = 0; t < nt; t++) printf(" %ld/%d", sums[t], evens[t]);
      printf("\n");
    }
  }
  for (int i = 0; i < N; i++) cnt[i] = 0;
  long one = 0;
  sum = 0, mx = -1000, mn = 1000, bits = 0;
#pragma omp target update to(sum, mx, mn, bits)
#pragma omp target map(tofrom: cnt, one) map(to: a)
  {
    sweep(cnt, N, 4);
    one = reduce(a, N);
  }
  long h = 0;
  for (int i = 0; i < N; i++) h = h * 31 + cnt[i];
  printf("target: counts %ld sum %ld\n", h % 1000000007, one);
  return 0;
}
