/* Non-rectangular collapse on orphaned worksharing loops: the outer
 * rectangular levels are shared by the calling team and the inner levels
 * run in order inside each of their iterations. Every (i, j[, k]) cell of
 * a triangular nest, a nest whose innermost level depends on the outermost
 * and a stepped, decreasing one is run exactly once (per-cell counts),
 * with a reduction over the nest (no schedule clause: OpenMP 5.2 allows
 * none on a non-rectangular nest); teams of 1, 3 and 16 threads and a
 * plain target region. The host counts every cell and sums a second way. */
#include <stdio.h>
#include <omp.h>
#define N 11
#define M 7
#define K (2 * N + 3)

#pragma omp declare target
long total;
void tri(int *cnt) {
#pragma omp for collapse(2) nowait
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++)
      cnt[i * N + j] += 1;
#pragma omp for collapse(2) reduction(+: total)
  for (int i = N - 1; i >= 0; i -= 2)
    for (int j = 0; j <= i; j += 2) {
      cnt[i * N + j] += 10;
      total += i * 100 + j;
    }
}
void tri3(int *cnt3) {
#pragma omp for collapse(3) reduction(+: total)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      for (int k = i; k < 2 * i + 3; k++) {
        cnt3[(i * M + j) * K + k]++;
        total += k;
      }
}
#pragma omp end declare target

int main(void) {
  int fails = 0, cnt[N * N], cnt3[N * M * K];
  long want = 0;
  for (int i = N - 1; i >= 0; i -= 2)
    for (int j = 0; j <= i; j += 2) want += i * 100 + j;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++)
      for (int k = i; k < 2 * i + 3; k++) want += k;
  const int teams[] = {1, 3, 16, 0};
  for (int ti = 0; ti < 4; ti++) {
    int nt = teams[ti];
    for (int x = 0; x < N * N; x++) cnt[x] = 0;
    for (int x = 0; x < N * M * K; x++) cnt3[x] = 0;
    total = 0;
#pragma omp target update to(total)
    if (nt > 0) {
#pragma omp target parallel num_threads(nt) map(tofrom: cnt, cnt3)
      {
        tri(cnt);
        tri3(cnt3);
      }
    } else {
#pragma omp target map(tofrom: cnt, cnt3)
      {
        tri(cnt);
        tri3(cnt3);
      }
    }
#pragma omp target update from(total)
    int bad = 0;
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        int w = (j >= i ? 1 : 0) + ((N - 1 - i) % 2 == 0 && j <= i && j % 2 == 0 ? 10 : 0);
        bad += cnt[i * N + j] != w;
      }
    for (int i = 0; i < N; i++)
      for (int j = 0; j < M; j++)
        for (int k = 0; k < K; k++)
          bad += cnt3[(i * M + j) * K + k] != (k >= i && k < 2 * i + 3);
    printf("team %d: bad cells %d, total %ld (want %ld)\n", nt, bad, total, want);
    fails += bad != 0 || total != want;
  }
  printf("%s orphan_nonrect\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
