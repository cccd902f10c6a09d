/* Teams regions with code beside distribute loops (generic teams mode):
 * the code outside the loops runs once per team, distribute loops divide
 * their iterations among the teams (with and without dist_schedule
 * chunks), parallel loops run on each team's threads, variables declared
 * in the region are the team's own, and reductions combine across teams.
 * The number of teams is read inside each region (omp_get_num_teams), as
 * an implementation may create fewer than num_teams asks for. */
#include <stdio.h>
#include <omp.h>
#define N 1000
int main(void) {
  int n = N, fails = 0;
  int a[N], hits[N], own[N], b[N];

  /* 1: the sequential part once per team; a distribute parallel for and
   * a distribute over the same iterations (each team gets the same
   * block in both, so the second sees what the first wrote). */
  int cnt = 0, nt = 0;
  for (int i = 0; i < n; i++) a[i] = -1;
#pragma omp target teams num_teams(4) map(tofrom: a, cnt, nt)
  {
#pragma omp atomic
    cnt++;
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) a[i] = i;
    int t = omp_get_team_num();
#pragma omp distribute
    for (int i = 0; i < n; i++) a[i] += t * 0 + 1;
  }
  int ok = 1;
  for (int i = 0; i < n; i++) ok &= a[i] == i + 1;
  printf("1: once_per_team=%d teams_ok=%d a=%d\n", cnt == nt, nt >= 1 && nt <= 4, ok);
  fails += cnt != nt || nt < 1 || nt > 4 || !ok;

  /* 2: iteration coverage and owners: dist_schedule(static, 3) deals
   * chunks of 3 to the teams in turn; dist_schedule(static) gives each
   * team at most one contiguous block. */
  for (int i = 0; i < n; i++) hits[i] = 0;
  nt = 0;
#pragma omp target teams num_teams(5) map(tofrom: hits, own, nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, 3)
    for (int i = 0; i < n; i++) {
      hits[i] += 1;
      own[i] = omp_get_team_num();
    }
  }
  int cover = 1, rr = 1;
  for (int i = 0; i < n; i++) {
    cover &= hits[i] == 1;
    rr &= own[i] == (i / 3) % nt;
  }
  printf("2a: cover=%d round_robin=%d\n", cover, rr);
  fails += !cover || !rr;

  for (int i = 0; i < n; i++) hits[i] = 0;
#pragma omp target teams num_teams(3) map(tofrom: hits, own, nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp distribute parallel for dist_schedule(static, 7)
    for (int i = 0; i < n; i++) {
      hits[i] += 1;
      own[i] = omp_get_team_num();
    }
  }
  cover = 1, rr = 1;
  for (int i = 0; i < n; i++) {
    cover &= hits[i] == 1;
    rr &= own[i] == (i / 7) % nt;
  }
  printf("2b: cover=%d round_robin=%d\n", cover, rr);
  fails += !cover || !rr;

  for (int i = 0; i < n; i++) hits[i] = 0;
#pragma omp target teams num_teams(6) map(tofrom: hits, own, nt)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
#pragma omp distribute parallel for simd dist_schedule(static)
    for (int i = 0; i < n; i++) {
      hits[i] += 1;
      own[i] = omp_get_team_num();
    }
  }
  int runs = 1, seen[64] = {0}, blocks = 1;
  cover = 1;
  for (int i = 0; i < n; i++) cover &= hits[i] == 1;
  seen[own[0]] = 1;
  for (int i = 1; i < n; i++) {
    if (own[i] != own[i - 1]) {
      runs++;
      blocks &= own[i] >= 0 && own[i] < 64 && !seen[own[i]];
      if (own[i] >= 0 && own[i] < 64) seen[own[i]] = 1;
    }
  }
  printf("2c: cover=%d one_block_per_team=%d\n", cover, blocks && runs <= nt);
  fails += !cover || !blocks || runs > nt;

  /* 3: per-team variables: a scalar and an array declared in the region,
   * a time-step loop around distribute loops (each team updates its own
   * block in every step). */
  for (int i = 0; i < n; i++) b[i] = 0;
#pragma omp target teams num_teams(4) map(tofrom: b, own)
  {
    int mine = omp_get_team_num() * 10;
    int w[3] = {1, 2, 3};
    for (int step = 0; step < 3; step++) {
#pragma omp distribute parallel for
      for (int i = 0; i < n; i++) {
        b[i] += w[step];
        own[i] = mine;
      }
      mine += 0;
    }
#pragma omp distribute simd
    for (int i = 0; i < n; i++) b[i] = b[i] * 100 + own[i] / 10 - omp_get_team_num();
  }
  ok = 1;
  for (int i = 0; i < n; i++) ok &= b[i] == 600;
  printf("3: per_team=%d\n", ok);
  fails += !ok;

  /* 4: reductions: into mapped variables (each team's value combined
   * into them: OpenMP leaves these concurrent updates by the teams a race
   * unless the teams construct reduces too; the lowerer folds them
   * atomically), into a variable of the team's, and a parallel for that
   * every team runs whole. */
  long sum = 0, lsum = 0, every = 0;
  int mx = -1, mn = 1 << 30, nt4 = 0;
#pragma omp target teams num_teams(4) map(tofrom: sum, mx, mn, lsum, every, nt4)
  {
    if (omp_get_team_num() == 0) nt4 = omp_get_num_teams();
#pragma omp distribute parallel for reduction(+: sum) reduction(max: mx)
    for (int i = 0; i < N; i++) {
      sum += i;
      if (i % 97 > mx) mx = i % 97;
    }
#pragma omp distribute simd reduction(min: mn)
    for (int i = 0; i < N; i++)
      if (N - i < mn) mn = N - i;
    long mine = 0;
#pragma omp distribute parallel for reduction(+: mine)
    for (int i = 0; i < N; i++) mine += 2 * i;
#pragma omp atomic
    lsum += mine;
#pragma omp parallel for reduction(+: every)
    for (int i = 0; i < 10; i++) every += i;
  }
  printf("4: sum=%ld max=%d min=%d local=%ld every_per_team=%d\n", sum, mx, mn, lsum, every == 45L * nt4);
  fails += sum != 499500 || mx != 96 || mn != 1 || lsum != 999000 || every != 45L * nt4;

  /* 5: target, then teams (the teams construct is all of the target
   * region); thread_limit and num_threads; a parallel for every team
   * runs, counting with atomics. */
  int count[16] = {0}, nt5 = 0, toomany = 0;
#pragma omp target map(tofrom: count, nt5, toomany)
#pragma omp teams num_teams(3) thread_limit(8)
  {
    if (omp_get_team_num() == 0) nt5 = omp_get_num_teams();
#pragma omp parallel for num_threads(4)
    for (int i = 0; i < 16; i++) {
#pragma omp atomic
      count[i] += 1;
      if (omp_get_num_threads() > 4) {
#pragma omp atomic
        toomany++;
      }
    }
#pragma omp distribute parallel for collapse(2)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 4; j++) {
#pragma omp atomic
        count[i * 4 + j] += 100;
      }
  }
  ok = !toomany;
  for (int i = 0; i < 16; i++) ok &= count[i] == nt5 + 100;
  printf("5: counts=%d\n", ok);
  fails += !ok;

  /* 6: firstprivate and private items of the teams construct are each
   * team's own: a team's writes are not seen by the others. */
  int arr[64], tmp[4], bad = 0, nt6 = 0;
  double big[100];
  for (int i = 0; i < 64; i++) arr[i] = i;
  for (int i = 0; i < 100; i++) big[i] = i;
#pragma omp target teams num_teams(4) firstprivate(arr, big) private(tmp) map(tofrom: b, bad, nt6)
  {
    int t = omp_get_team_num();
    if (t == 0) nt6 = omp_get_num_teams();
    arr[0] += t + 1;
    big[1] += t + 1;
    tmp[0] = t;
#pragma omp distribute parallel for
    for (int i = 0; i < 64; i++) b[i] = arr[i] + (int)big[(i % 2) * 2] + tmp[0] - t;
    if (arr[0] != t + 1 || big[1] != 1 + t + 1 || tmp[0] != t) {
#pragma omp atomic
      bad++;
    }
  }
  ok = !bad;
  for (int i = 1; i < 64; i++) ok &= b[i] == i + (i % 2) * 2;
  printf("6: own_copies=%d\n", ok);
  fails += !ok;

  /* 7: parallel loops in the body of a distribute loop: each team walks
   * its rows, the code of the body once per row, the row's columns on
   * the team's threads. */
  int m[37 * 50], rhits[37], rows = 37, bad7 = 0, cells = 0;
  for (int r = 0; r < rows; r++) rhits[r] = 0;
#pragma omp target teams num_teams(4) map(tofrom: m, rhits, bad7, cells)
  {
    int base = 1000 * omp_get_team_num();
#pragma omp distribute
    for (int r = 0; r < rows; r++) {
      int rb = r * 50;
      rhits[r] += 1;
#pragma omp parallel for
      for (int c = 0; c < 50; c++) m[rb + c] = r * 100 + c + base - base;
      if (m[rb + 49] != r * 100 + 49) {
#pragma omp atomic
        bad7++;
      }
#pragma omp parallel for
      for (int c = 0; c < 50; c++) {
        m[rb + c] += omp_get_num_threads() >= 1;
#pragma omp atomic
        cells++;
      }
    }
  }
  ok = !bad7 && cells == 37 * 50;
  for (int r = 0; r < rows; r++) {
    ok &= rhits[r] == 1;
    for (int c = 0; c < 50; c++) ok &= m[r * 50 + c] == r * 100 + c + 1;
  }
  printf("7: rows=%d\n", ok);
  fails += !ok;

  /* 8: no num_teams: the implementation's number of teams. */
  int cnt8 = 0, nt8 = 0;
  for (int i = 0; i < n; i++) hits[i] = 0;
#pragma omp target teams map(tofrom: hits, cnt8, nt8)
  {
#pragma omp atomic
    cnt8 += 1;
    if (omp_get_team_num() == 0) nt8 = omp_get_num_teams();
#pragma omp distribute parallel for
    for (int i = 0; i < n; i++) hits[i] += 1;
  }
  cover = 1;
  for (int i = 0; i < n; i++) cover &= hits[i] == 1;
  printf("8: once_per_team=%d cover=%d\n", cnt8 == nt8 && nt8 >= 1, cover);
  fails += cnt8 != nt8 || nt8 < 1 || !cover;

  /* 9: reductions on the teams construct (combined, and on a teams
   * construct nested in target): each team's copy, updated by its code
   * and by the reductions of its loops, combined at the end. */
  long ts = 0, ts2 = 5;
  double tm = -1;
  int nt9 = 0, nt9b = 0;
#pragma omp target teams num_teams(4) map(tofrom: nt9) reduction(+: ts) reduction(max: tm)
  {
    if (omp_get_team_num() == 0) nt9 = omp_get_num_teams();
    ts += 1000000;
#pragma omp distribute parallel for reduction(+: ts) reduction(max: tm)
    for (int i = 0; i < N; i++) {
      ts += i;
      if (i * 0.5 > tm) tm = i * 0.5;
    }
  }
#pragma omp target map(tofrom: ts2, nt9b)
#pragma omp teams num_teams(3) reduction(+: ts2)
  {
    if (omp_get_team_num() == 0) nt9b = omp_get_num_teams();
    ts2 += 1;
#pragma omp distribute simd reduction(+: ts2)
    for (int i = 0; i < N; i++) ts2 += i;
  }
  printf("9: sum=%d max=%g nested=%d\n", ts == 499500 + 1000000L * nt9, tm, ts2 == 5 + 499500 + nt9b);
  fails += ts != 499500 + 1000000L * nt9 || tm != 499.5 || ts2 != 5 + 499500 + nt9b;

  /* 10: a distribute loop holding a parallel loop as all of the teams
   * region (no braces), and as all of a teams construct in a target. */
  for (int i = 0; i < 37 * 50; i++) m[i] = 0;
#pragma omp target teams num_teams(3) map(tofrom: m)
#pragma omp distribute
  for (int r = 0; r < 37; r++) {
#pragma omp parallel for
    for (int c = 0; c < 50; c++) m[r * 50 + c] += r + c;
  }
#pragma omp target map(tofrom: m)
#pragma omp teams num_teams(2)
#pragma omp distribute dist_schedule(static, 4)
  for (int r = 0; r < 37; r++) {
#pragma omp parallel for
    for (int c = 0; c < 50; c++) m[r * 50 + c] *= 2;
  }
  ok = 1;
  for (int r = 0; r < 37; r++)
    for (int c = 0; c < 50; c++) ok &= m[r * 50 + c] == 2 * (r + c);
  printf("10: whole_region=%d\n", ok);
  fails += !ok;

  /* 11: the combined target teams distribute, its loops' bodies holding
   * parallel loops: with collapse and a reduction (on the teams leaf,
   * and on the inner loops). */
  long tot = 0;
  for (int i = 0; i < 37 * 50; i++) m[i] = i;
#pragma omp target teams distribute num_teams(3) collapse(2) map(tofrom: m) reduction(+: tot)
  for (int r = 0; r < 37; r += 2)
    for (int h = 0; h < 2; h++) {
      int row = r + h < 37 ? r + h : -1;
      if (row >= 0) {
#pragma omp parallel for reduction(+: tot)
        for (int c = 0; c < 50; c++) {
          m[row * 50 + c] += 1;
          tot += m[row * 50 + c];
        }
      }
      tot += 1000;
    }
  long want = 0;
  ok = 1;
  for (int i = 0; i < 37 * 50; i++) {
    want += i + 1;
    ok &= m[i] == i + 1;
  }
  printf("11: combined=%d tot=%ld\n", ok, tot);
  fails += !ok || tot != want + 19 * 2 * 1000;

  /* 12: loop constructs in a teams region (bound to the teams: the
   * iterations divided among the teams and their threads). */
  long lsum12 = 0;
  for (int i = 0; i < n; i++) hits[i] = 0;
#pragma omp target teams num_teams(4) map(tofrom: hits) reduction(+: lsum12)
  {
    int two = 2;
#pragma omp loop
    for (int i = 0; i < N; i++) hits[i] += two;
#pragma omp loop bind(teams)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      lsum12 += hits[i];
    }
  }
  cover = lsum12 == 2 * N;
  for (int i = 0; i < n; i++) cover &= hits[i] == 2;
  printf("12: loop=%d\n", cover);
  fails += !cover;

  if (fails) {
    printf("FAIL generic_teams\n");
    return 1;
  }
  printf("PASS generic_teams\n");
  return 0;
}
