/* Written by hand for tools/difftest -file (docs/difftest.md): collapse(2) and collapse(3) on orphaned worksharing loops in declare target functions, with static, static-chunk and dynamic schedules, decreasing and stepped levels, braces between levels, a reduction into a file-scope variable and lastprivate of static locals, on teams of 1, 3 and 6 threads and in a plain target region. */
#include <stdio.h>
#include <omp.h>
#define R 11
#define C 7
#pragma omp declare target
long total;
void cover(int *cnt, int c) {
#pragma omp for collapse(2) schedule(static, c) nowait
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) cnt[i * C + j] += 1 + i * j;
#pragma omp for collapse(2) schedule(dynamic, c)
  for (int i = R - 1; i >= 0; i -= 2) {
    for (int j = 1; j < C; j += 3) {
      cnt[i * C + j] += 100;
    }
  }
}
int last3(int *cnt) {
  static int li, lk;
#pragma omp for collapse(3) lastprivate(li, lk) reduction(+: total)
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 5; k > 0; k--) {
        cnt[i * 4 + j] += k;
        li = i * 10 + j;
        lk = k;
        total += i * j + k;
      }
  return li * 100 + lk;
}
#pragma omp end declare target
int main(void) {
  int cnt[R * C], cnt2[12], ret[8];
  for (int nt = 1; nt <= 6; nt += nt == 1 ? 2 : 3) {
    for (int x = 0; x < R * C; x++) cnt[x] = 0;
    for (int x = 0; x < 12; x++) cnt2[x] = 0;
    total = 0;
#pragma omp target update to(total)
#pragma omp target parallel num_threads(nt) map(tofrom: cnt, cnt2) map(from: ret)
    {
      cover(cnt, nt);
      ret[omp_get_thread_num()] = last3(cnt2);
    }
#pragma omp target update from(total)
    long h = 0;
    for (int x = 0; x < R * C; x++) h = h * 31 + cnt[x];
    for (int x = 0; x < 12; x++) h = h * 31 + cnt2[x];
    printf("nt %d: %ld total %ld last", nt, h % 1000000007, total);
    for (int t = 0; t < nt; t++) printf(" %d", ret[t]);
    printf("\n");
  }
  for (int x = 0; x < R * C; x++) cnt[x] = 0;
#pragma omp target map(tofrom: cnt)
  cover(cnt, 2);
  long h = 0;
  for (int x = 0; x < R * C; x++) h = h * 31 + cnt[x];
  printf("target: %ld\n", h % 1000000007);
  return 0;
}
