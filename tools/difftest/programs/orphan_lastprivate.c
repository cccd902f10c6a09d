/* Written by hand for tools/difftest -file (docs/difftest.md): lastprivate on orphaned worksharing loops in declare target functions, on static locals (shared in the calling team): alone with schedule(static) and schedule(static, chunk), and with firstprivate on the same item (the copy starts from the original, the thread of the last iteration writes it back), on teams of 1, 2, 5 and 8 threads and in a plain target region. (clang-19 gets lastprivate of file-scope variables wrong here: docs/difftest.md.) */
#include <stdio.h>
#include <omp.h>
#define N 103
#pragma omp declare target
int last_block(const int *a, int n) {
  static int lv;
  static int lw[2];
#pragma omp for lastprivate(lv, lw)
  for (int i = 0; i < n; i++) {
    lv = a[i] * 3 + i;
    lw[0] = i;
    lw[1] = a[i];
  }
  return lv * 1000 + lw[0] + lw[1];
}
int last_chunk(const int *a, int n, int c) {
  static long lv;
#pragma omp for lastprivate(lv) schedule(static, c)
  for (int i = 0; i < n; i++) lv = a[i] - i;
  return (int)lv;
}
int fold_last(int n, int start) {
  static int acc;
#pragma omp single
  acc = start;
#pragma omp for firstprivate(acc) lastprivate(acc) schedule(static, 1)
  for (int i = 0; i < n; i++) acc += i;
  return acc;
}
#pragma omp end declare target
int main(void) {
  int a[N], r1[8], r2[8], r3[8];
  for (int i = 0; i < N; i++) a[i] = (i * 7) % 23;
  const int teams[] = {1, 2, 5, 8};
  for (int ti = 0; ti < 4; ti++) {
    int nt = teams[ti];
    for (int c = 1; c <= 9; c += 4) {
#pragma omp target parallel num_threads(nt) map(to: a) map(from: r1, r2, r3)
      {
        int t = omp_get_thread_num();
        r1[t] = last_block(a, N);
        r2[t] = last_chunk(a, N - c, c);
#pragma omp barrier
        r3[t] = fold_last(N - c, c * 10);
      }
      printf("nt %d chunk %d:", nt, c);
      for (int t = 0; t < nt; t++) printf(" %d/%d/%d", r1[t], r2[t], r3[t]);
      printf("\n");
    }
  }
  int s1 = 0, s2 = 0;
#pragma omp target map(to: a) map(from: s1, s2)
  {
    s1 = last_block(a, N);
    s2 = fold_last(10, 3);
  }
  printf("target: %d %d\n", s1, s2);
  return 0;
}
