/* collapse(n) on orphaned worksharing loops in declare target functions:
 * the collapsed nest is one iteration space shared by the calling team
 * (static blocks, static chunks, dynamic chunks), each (i, j[, k]) run
 * exactly once (per-cell counts), the loops with braces between the
 * levels or without, decreasing and stepped levels; lastprivate takes the
 * values of the nest's last iteration, a reduction sums every cell. Teams
 * of 1, 3 and 16 threads, and a plain target region; the host computes
 * every value a second way. */
#include <stdio.h>
#include <omp.h>
#define R 13
#define C 17
#define D 3

#pragma omp declare target
int li, lj;
long total;
void cover2(int *cnt, int c) {
#pragma omp for collapse(2) schedule(static, c) nowait
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      cnt[i * C + j] += 1;
#pragma omp for collapse(2) schedule(dynamic, c)
  for (int i = R - 1; i >= 0; i--) {
    for (int j = 1; j < C; j += 2) {
      cnt[i * C + j] += 10;
    }
  }
}
void cover3(int *cnt3) {
#pragma omp for collapse(3) lastprivate(li, lj) reduction(+: total)
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      for (int k = 0; k < D; k++) {
        cnt3[(i * C + j) * D + k]++;
        li = i * 100 + j;
        lj = k;
        total += i + j + k;
      }
}
#pragma omp end declare target

int main(void) {
  int fails = 0, cnt[R * C], cnt3[R * C * D];
  long want_total = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++)
      for (int k = 0; k < D; k++) want_total += i + j + k;
  const int teams[] = {1, 3, 16};
  for (int ti = 0; ti < 3; ti++) {
    int nt = teams[ti];
    for (int x = 0; x < R * C; x++) cnt[x] = 0;
    for (int x = 0; x < R * C * D; x++) cnt3[x] = 0;
    li = lj = -1, total = 0;
#pragma omp target update to(li, lj, total)
#pragma omp target parallel num_threads(nt) map(tofrom: cnt, cnt3)
    {
      cover2(cnt, 2 + nt);
      cover3(cnt3);
    }
#pragma omp target update from(li, lj, total)
    for (int x = 0; x < R * C; x++)
      if (cnt[x] != 1 + (x % C % 2 == 1 ? 10 : 0)) {
        printf("threads %d: cell (%d, %d) counted %d\n", nt, x / C, x % C, cnt[x]);
        fails++;
        break;
      }
    for (int x = 0; x < R * C * D; x++)
      if (cnt3[x] != 1) {
        printf("threads %d: cell %d counted %d\n", nt, x, cnt3[x]);
        fails++;
        break;
      }
    if (li != (R - 1) * 100 + C - 1 || lj != D - 1 || total != want_total) {
      printf("threads %d: lastprivate %d %d, total %ld (want %ld)\n", nt, li, lj, total, want_total);
      fails++;
    }
  }
  for (int x = 0; x < R * C; x++) cnt[x] = 0;
#pragma omp target map(tofrom: cnt)
  cover2(cnt, 1);
  for (int x = 0; x < R * C; x++)
    if (cnt[x] != 1 + (x % C % 2 == 1 ? 10 : 0)) {
      printf("target: cell %d counted %d\n", x, cnt[x]);
      fails++;
      break;
    }
  printf("%s orphan_collapse\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
