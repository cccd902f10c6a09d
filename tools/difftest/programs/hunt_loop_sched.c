/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): the loop construct with
 * bind(teams|parallel|thread) and order(concurrent), collapse over
 * non-rectangular nests (OpenMP 5.0 `for (j = i; ...)`), and worksharing
 * loops with dynamic, guided and runtime schedules and chunks, with
 * omp_set_schedule before the region. Each iteration records that it
 * ran; the host checks every one ran once. */
#include <stdio.h>
#include <omp.h>

#define N 97
#define M 40

static int count_bad(const int *hit, int n, int want) {
  int bad = 0;
  for (int i = 0; i < n; i++) bad += hit[i] != want;
  return bad;
}

static void loops_bind(void) {
  int a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; i++) a[i] = b[i] = c[i] = d[i] = 0;
#pragma omp target teams loop bind(teams) order(concurrent) map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] += i * 2;
#pragma omp target teams num_teams(3) map(tofrom: b)
  {
#pragma omp loop bind(teams)
    for (int i = 0; i < N; i++) b[i] += i + 1;
  }
#pragma omp target parallel num_threads(8) map(tofrom: c)
  {
#pragma omp loop bind(parallel) order(concurrent)
    for (int i = 0; i < N; i++) c[i] += 3;
  }
#pragma omp target map(tofrom: d)
  {
#pragma omp loop bind(thread)
    for (int i = 0; i < N; i++) d[i] += i % 5;
  }
  long s = 0;
  int bad = 0;
  for (int i = 0; i < N; i++) {
    s += a[i] + b[i] + c[i] + d[i];
    bad += a[i] != i * 2 || b[i] != i + 1 || c[i] != 3 || d[i] != i % 5;
  }
  printf("bind: sum %ld bad %d\n", s, bad);
}

static void nonrect(void) {
  int tri[M][M], low[M][M];
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) tri[i][j] = low[i][j] = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: tri)
  for (int i = 0; i < M; i++)
    for (int j = i; j < M; j++) tri[i][j] += 1;
#pragma omp target parallel for collapse(2) map(tofrom: low)
  for (int i = 0; i < M; i += 2)
    for (int j = 0; j <= i; j += 2) low[i][j] += i - j + 1;
  int cells = 0, bad = 0;
  long lsum = 0;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++) {
      cells += tri[i][j];
      bad += tri[i][j] != (j >= i);
      lsum += low[i][j];
      bad += low[i][j] != ((j <= i && i % 2 == 0 && j % 2 == 0) ? i - j + 1 : 0);
    }
  long cnt = 0;
#pragma omp target teams loop collapse(2) reduction(+: cnt)
  for (int i = 0; i < M; i++)
    for (int j = 2 * i; j < 2 * M; j++) cnt += j - i;
  long want = 0;
  for (int i = 0; i < M; i++)
    for (int j = 2 * i; j < 2 * M; j++) want += j - i;
  printf("nonrect: cells %d lsum %ld cnt %ld want %ld bad %d\n", cells, lsum, cnt, want, bad);
}

static void schedules(void) {
  int hit[5][N];
  for (int k = 0; k < 5; k++)
    for (int i = 0; i < N; i++) hit[k][i] = 0;
#pragma omp target teams distribute parallel for schedule(dynamic, 3) map(tofrom: hit[0:1])
  for (int i = 0; i < N; i++) hit[0][i]++;
#pragma omp target parallel for schedule(guided, 4) num_threads(6) map(tofrom: hit[1:1])
  for (int i = N - 1; i >= 0; i--) hit[1][i]++;
  omp_set_schedule(omp_sched_dynamic, 5);
#pragma omp target teams distribute parallel for schedule(runtime) map(tofrom: hit[2:1])
  for (int i = 0; i < N; i += 1) hit[2][i]++;
  omp_set_schedule(omp_sched_guided, 2);
#pragma omp target map(tofrom: hit[3:1])
  {
#pragma omp parallel for schedule(runtime) num_threads(5)
    for (int i = 0; i < N; i++) hit[3][i]++;
  }
#pragma omp target teams num_teams(2) map(tofrom: hit[4:1])
  {
#pragma omp distribute parallel for schedule(nonmonotonic: dynamic, 7) dist_schedule(static, 10)
    for (int i = 0; i < N; i++) hit[4][i]++;
  }
  omp_sched_t kind;
  int chunk;
  omp_get_schedule(&kind, &chunk);
  printf("schedules: bad %d %d %d %d %d host kind %d chunk %d\n", count_bad(hit[0], N, 1), count_bad(hit[1], N, 1),
         count_bad(hit[2], N, 1), count_bad(hit[3], N, 1), count_bad(hit[4], N, 1), (int)kind, chunk);
  /* ordered with a dynamic schedule: the ordered regions run in order */
  int seq[N], pos = 0;
#pragma omp target parallel for ordered schedule(dynamic, 2) map(tofrom: seq, pos)
  for (int i = 0; i < N; i++) {
#pragma omp ordered
    seq[pos++] = i;
  }
  int inorder = 1;
  for (int i = 0; i < N; i++) inorder &= seq[i] == i;
  printf("ordered dynamic: %d pos %d\n", inorder, pos);
}

int main(void) {
  loops_bind();
  nonrect();
  schedules();
  printf("PASS hunt_loop_sched\n");
  return 0;
}
