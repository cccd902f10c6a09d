/* Reductions over arrays and array sections on orphaned worksharing
 * loops in declare target functions: a whole file-scope array (a
 * histogram), a section of a pointer parameter's target, a section of a
 * file-scope array that does not start at 0, one element (p[k]), a
 * section of variable length and a long array (their copies from the
 * heap), a section to the array's end; each
 * thread reduces into a private array from the identity and combines it
 * into the original elements at the loop's end; with static and dynamic
 * schedules, teams of 1, 4 and 32 threads, two calls in a row, and the
 * elements outside the sections untouched. Integer results, computed a
 * second way on the host. */
#include <stdio.h>
#include <omp.h>
#define N 1000
#define B 8
#define T 32

#pragma omp declare target
int hist[B];
long g2[6];
void histogram(const int *a, int n) {
#pragma omp for reduction(+: hist) schedule(dynamic, 7)
  for (int i = 0; i < n; i++)
    hist[a[i] % B]++;
}
/* out[1..3]: sums of three residues; mx[k]: the largest value; g2[2..4] */
void sections(const int *a, int n, long *out, long *mx, int k) {
#pragma omp for reduction(+: out[1:3], g2[2:3]) reduction(max: mx[k])
  for (int i = 0; i < n; i++) {
    out[1 + i % 3] += a[i];
    g2[2 + i % 3] += 1;
    if (a[i] > mx[k]) mx[k] = a[i];
  }
}
/* a section of variable length and a long array: private copies from the
 * heap; tail[3:] runs to the array's end */
long big[5000];
int tail[6];
void spread(const int *a, int n, long *s, int lo, int len) {
#pragma omp for reduction(+: s[lo:len], big, tail[3:]) schedule(guided, 3)
  for (int i = 0; i < n; i++) {
    s[lo + i % len] += a[i];
    big[(i * 7) % 5000] += 1;
    tail[3 + i % 3] += 1;
  }
}
#pragma omp end declare target

int main(void) {
  int fails = 0, a[N], want_hist[B] = {0};
  long out[6], want_out[6] = {-1, 0, 0, 0, -5, -1};
  for (int i = 0; i < N; i++) {
    a[i] = (i * 31) % 97;
    want_hist[a[i] % B] += 2;
    want_out[1 + i % 3] += 2 * a[i];
    if (a[i] > want_out[4]) want_out[4] = a[i];
  }
  const int teams[] = {1, 4, T};
  for (int ti = 0; ti < 3; ti++) {
    int nt = teams[ti];
    for (int b = 0; b < B; b++) hist[b] = 0;
    for (int j = 0; j < 6; j++) g2[j] = -7;
    out[0] = -1, out[1] = out[2] = out[3] = 0, out[4] = -5, out[5] = -1;
#pragma omp target update to(hist, g2)
#pragma omp target parallel num_threads(nt) map(to: a) map(tofrom: out)
    {
      histogram(a, N);
      sections(a, N, out, out, 4);
      histogram(a, N);
      sections(a, N, out, out, 4);
    }
#pragma omp target update from(hist, g2)
    for (int b = 0; b < B; b++)
      if (hist[b] != want_hist[b]) {
        printf("threads %d: hist[%d] = %d, want %d\n", nt, b, hist[b], want_hist[b]);
        fails++;
      }
    for (int j = 0; j < 6; j++) {
      long w = j >= 2 && j <= 4 ? -7 + 2 * (N / 3 + (N % 3 > j - 2)) : -7;
      if (out[j] != want_out[j] || g2[j] != w) {
        printf("threads %d: out[%d] = %ld (want %ld), g2[%d] = %ld (want %ld)\n", nt, j, out[j], want_out[j], j, g2[j], w);
        fails++;
      }
    }
  }
  for (int ti = 0; ti < 3; ti++) {
    int nt = teams[ti], lo = 2, len = 5 + ti;
    long s[12] = {0}, want_s[12] = {0};
    for (int i = 0; i < N; i++) want_s[lo + i % len] += a[i];
    for (int j = 0; j < 5000; j++) big[j] = 0;
    for (int j = 0; j < 6; j++) tail[j] = -1;
#pragma omp target update to(big, tail)
#pragma omp target parallel num_threads(nt) map(to: a) map(tofrom: s)
    spread(a, N, s, lo, len);
#pragma omp target update from(big, tail)
    for (int j = 0; j < 12; j++)
      if (s[j] != want_s[j]) {
        printf("threads %d: s[%d] = %ld, want %ld\n", nt, j, s[j], want_s[j]);
        fails++;
      }
    static long want_big[5000];
    for (int j = 0; j < 5000; j++) want_big[j] = 0;
    for (int i = 0; i < N; i++) want_big[(i * 7) % 5000] += 1;
    for (int j = 0; j < 5000; j++)
      if (big[j] != want_big[j]) {
        printf("threads %d: big[%d] = %ld, want %ld\n", nt, j, big[j], want_big[j]);
        fails++;
        break;
      }
    for (int j = 0; j < 6; j++)
      if (tail[j] != (j < 3 ? -1 : -1 + N / 3 + (N % 3 > j - 3))) {
        printf("threads %d: tail[%d] = %d\n", nt, j, tail[j]);
        fails++;
      }
  }
  printf("%s orphan_array_reduction\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
