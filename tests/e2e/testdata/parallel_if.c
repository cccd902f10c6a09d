/* The if clause on parallel regions of code and parallel blocks of loops
 * beside other code in a target region: when it is false the region is
 * inactive, a team of one thread (one atomic increment, thread 0 runs
 * every iteration, omp_get_num_threads() and omp_get_team_size(1) 1,
 * omp_in_parallel() and omp_get_active_level() 0, omp_get_level() still
 * 1); when true the team has num_threads threads. Each case is run with
 * the condition true and false, and every result is also checked on the
 * host. */
#include <omp.h>
#include <stdio.h>

#define BIG 5
enum { N = 64, T = 4 };

#pragma omp declare target
static int where(void) { return omp_get_level() * 100 + omp_get_active_level() * 10 + omp_in_parallel(); }
#pragma omp end declare target

static int bad;

static void expect(const char *what, int got, int want) {
  printf("%s: %d\n", what, got);
  if (got != want) {
    printf("  want %d\n", want);
    bad++;
  }
}

static void code(int n) {
  int a[N], cnt = 0, sing = 0, s = 0, info[7], sec[2], base = -1;
  int team = n > BIG ? T : 1;
  printf("parallel region of code, n %d\n", n);
#pragma omp target map(tofrom: a, cnt, sing, s, info, sec, base)
  {
    base = omp_get_num_threads() * 1000 + where();
#pragma omp parallel num_threads(T) if(n > BIG) reduction(+: s)
    {
      int t = omp_get_thread_num();
#pragma omp atomic
      cnt += 1;
#pragma omp for schedule(static)
      for (int i = 0; i < N; i++) {
        a[i] = t;
        s += i;
      }
#pragma omp single
      {
        sing += 1;
        info[0] = omp_get_num_threads();
        info[1] = omp_in_parallel();
        info[2] = omp_get_level();
        info[3] = omp_get_active_level();
        info[4] = where();
        info[5] = omp_get_team_size(1);
        info[6] = omp_get_ancestor_thread_num(1);
      }
#pragma omp barrier
#pragma omp sections
      {
#pragma omp section
        sec[0] = omp_get_thread_num();
#pragma omp section
        sec[1] = omp_get_thread_num();
      }
    }
  }
  int owners = 0, inorder = 1;
  for (int i = 0; i < N; i++) {
    owners |= 1 << a[i];
    inorder = inorder && a[i] == i * team / N;
  }
  expect("  outside: threads*1000 + level/active/in_parallel", base, 1000);
  expect("  threads that ran the region", cnt, team);
  expect("  single ran", sing, 1);
  expect("  reduction", s, N * (N - 1) / 2);
  expect("  loop owners (bit per thread)", owners, (1 << team) - 1);
  expect("  static blocks in thread order", inorder, 1);
  expect("  omp_get_num_threads", info[0], team);
  expect("  omp_in_parallel", info[1], team > 1);
  expect("  omp_get_level", info[2], 1);
  expect("  omp_get_active_level", info[3], team > 1);
  expect("  declare target function: level/active/in_parallel", info[4], team > 1 ? 111 : 100);
  expect("  omp_get_team_size(1)", info[5], team);
  expect("  omp_get_ancestor_thread_num(1) of the single's thread", info[6] >= 0 && info[6] < team, 1);
  /* which thread runs which section is the runtime's choice: one may run both */
  expect("  sections on team threads", sec[0] >= 0 && sec[0] < team && sec[1] >= 0 && sec[1] < team, 1);
}

static void block(int n) {
  int a[N], b[N], one = -1, nth = -1;
  int team = n > BIG ? 3 : 1;
  printf("parallel block of loops, n %d\n", n);
#pragma omp target map(from: a, b, one, nth)
  {
    one = omp_get_num_threads();
#pragma omp parallel num_threads(3) if(parallel: n > BIG)
    {
#pragma omp for
      for (int i = 0; i < N; i++) a[i] = omp_get_thread_num();
#pragma omp single
      nth = omp_get_num_threads() * 10 + omp_in_parallel();
#pragma omp for
      for (int i = 0; i < N; i++) b[i] = a[i] + omp_get_team_size(1) * 10;
    }
  }
  int owners = 0, ok = 1;
  for (int i = 0; i < N; i++) {
    owners |= 1 << a[i];
    ok = ok && b[i] == a[i] + team * 10;
  }
  expect("  outside: omp_get_num_threads", one, 1);
  expect("  loop owners (bit per thread)", owners, (1 << team) - 1);
  expect("  second loop saw the first's values and the team size", ok, 1);
  expect("  single: threads*10 + in_parallel", nth, team * 10 + (team > 1));
}

static void teams(int n) {
  int cnt[2] = {0, 0}, lvl[2] = {-1, -1}, cover[N];
  int inactive = n <= BIG;
  printf("teams region, n %d\n", n);
#pragma omp target teams num_teams(2) map(tofrom: cnt, lvl, cover)
  {
    int tm = omp_get_team_num();
#pragma omp parallel num_threads(T) if(n > BIG)
    {
#pragma omp atomic
      cnt[tm] += 1;
#pragma omp for
      for (int i = tm; i < N; i += 2) cover[i] = tm + 1;
#pragma omp masked
      lvl[tm] = omp_get_num_threads() * 100 + omp_get_level() * 10 + omp_in_parallel();
    }
  }
  int teamsran = omp_get_num_devices() > 0 ? 2 : 1, ok = 1;
  for (int t = 0; t < teamsran; t++) {
    int threads = lvl[t] / 100;
    if (inactive)
      ok = ok && cnt[t] == 1 && lvl[t] == 110;
    else
      ok = ok && threads >= 1 && cnt[t] == threads && lvl[t] % 100 == 10 + (threads > 1);
  }
  for (int i = 0; i < N && teamsran == 2; i++) ok = ok && cover[i] == i % 2 + 1;
  expect("  each team's threads, level and coverage", ok, 1);
}

int main(void) {
  code(10);
  code(3);
  block(10);
  block(3);
  teams(10);
  teams(3);
  if (bad) {
    printf("FAIL parallel_if: %d\n", bad);
    return 1;
  }
  printf("PASS parallel_if\n");
  return 0;
}
