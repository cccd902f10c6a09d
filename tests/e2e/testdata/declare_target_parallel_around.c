/* A declare target function whose body has statements around its
 * parallel construct, called in the code a target or target teams
 * region's initial thread runs: the statements before and after the
 * construct run once (on the caller's thread), the construct on the
 * team; a teams region whose teams call it for their rows. Checked
 * against the same computation on the host. */
#include <omp.h>
#include <stdio.h>

#define N 2000

#pragma omp declare target
void bump(int *a, int n) {
  int t = 1;
  #pragma omp parallel for
  for (int i = 0; i < n; i++) a[i] += i;
  a[0] += t;
}

/* Code before the construct that the construct reads, a declaration and
 * a loop after it, a parallel region of code with a worksharing loop. */
void scale(int *a, int *sum, int n, int k) {
  int f = k * 2;
  a[n] = f;
  sum[0] = 0;
  #pragma omp parallel
  {
    #pragma omp for
    for (int i = 0; i < n; i++) a[i] = a[i] * a[n] + 1;
  }
  int s = 0;
  for (int i = 0; i < n; i++) s += a[i] % 7;
  sum[0] += s;
}

/* A call of a helper and a dynamic schedule, a loop and an atomic
 * update after the construct; each team calls it for its rows. */
static int helper(int v) { return v * 3 + 1; }
void row(int *a, int *cnt, int n, int k) {
  int base = k * 10;
  cnt[0] = helper(k);
  #pragma omp parallel for schedule(dynamic, 7)
  for (int i = 0; i < n; i++) a[i] = base + i + cnt[0];
  for (int i = 0; i < n; i += 50) cnt[0] += a[i] % 5;
  #pragma omp atomic
  cnt[1] += 1;
}
#pragma omp end declare target

#define R 4

int main(void) {
  static int a[N + 1], b[N + 1], ha[N + 1], hb[N + 1];
  int fails = 0;
  for (int i = 0; i <= N; i++) a[i] = b[i] = ha[i] = hb[i] = i % 13;

  int sa = 0;
  #pragma omp target map(tofrom: a, sa)
  {
    a[1] = 5;
    bump(a, N);
    scale(a, &sa, N, 3);
    a[2] += 1;
  }
  ha[1] = 5;
  for (int i = 0; i < N; i++) ha[i] += i;
  ha[0] += 1;
  ha[N] = 6;
  for (int i = 0; i < N; i++) ha[i] = ha[i] * 6 + 1;
  int hsa = 0;
  for (int i = 0; i < N; i++) hsa += ha[i] % 7;
  ha[2] += 1;
  int bad = 0;
  for (int i = 0; i <= N; i++) bad += a[i] != ha[i];
  printf("target: sum=%d, %d wrong\n", sa, bad);
  if (bad || sa != hsa) fails++;

  int sb = 0;
  #pragma omp target teams num_teams(1) map(tofrom: b, sb)
  {
    bump(b, N);
    scale(b, &sb, N, 2);
  }
  for (int i = 0; i < N; i++) hb[i] += i;
  hb[0] += 1;
  hb[N] = 4;
  for (int i = 0; i < N; i++) hb[i] = hb[i] * 4 + 1;
  int hsb = 0;
  for (int i = 0; i < N; i++) hsb += hb[i] % 7;
  bad = 0;
  for (int i = 0; i <= N; i++) bad += b[i] != hb[i];
  printf("target teams: sum=%d, %d wrong\n", sb, bad);
  if (bad || sb != hsb) fails++;

  static int rows[R][N], cnt[R][2];
  #pragma omp target teams num_teams(R) map(tofrom: rows, cnt)
  {
    for (int t = omp_get_team_num(); t < R; t += omp_get_num_teams())
      row(rows[t], cnt[t], N, t);
  }
  bad = 0;
  for (int t = 0; t < R; t++) {
    int c = t * 3 + 1;
    for (int i = 0; i < N; i++) bad += rows[t][i] != t * 10 + i + c;
    int s = c;
    for (int i = 0; i < N; i += 50) s += (t * 10 + i + c) % 5;
    bad += cnt[t][0] != s || cnt[t][1] != 1;
  }
  printf("teams rows: %d wrong\n", bad);
  if (bad) fails++;

  if (fails) {
    printf("FAIL declare_target_parallel_around (%d)\n", fails);
    return 1;
  }
  printf("PASS declare_target_parallel_around\n");
  return 0;
}
