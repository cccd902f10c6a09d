/* num_teams / thread_limit from expressions, thread_limit on target,
 * omp_get_thread_limit and omp_get_max_threads at each level,
 * dist_schedule with chunks, per-team results. */
#include <omp.h>
#include <stdio.h>
#define N 100

static int half(int x) { return x / 2; }

int main(void) {
  int n = 8, lim = 64;
  int owner[N], cnt = 0, tlok = 1, mtok = 1;
#pragma omp target teams distribute num_teams(half(n)) thread_limit(lim / 2) dist_schedule(static, 5) map(from: owner) map(tofrom: cnt, tlok, mtok)
  for (int i = 0; i < N; i++) {
    owner[i] = omp_get_team_num();
    if (omp_get_thread_limit() > lim / 2) tlok = 0;
    if (omp_get_max_threads() < 1) mtok = 0;
#pragma omp atomic
    cnt++;
  }
  int chunked = 1;
  for (int i = 0; i < N; i++) if (owner[i] != owner[i - i % 5]) chunked = 0;
  printf("cnt %d chunked %d tlok %d mtok %d\n", cnt, chunked, tlok, mtok);

  int sizes[4] = {0, 0, 0, 0};
  int ok = 1;
#pragma omp target thread_limit(n * 2) map(tofrom: sizes, ok)
#pragma omp teams num_teams(4)
  {
#pragma omp parallel
    {
      if (omp_get_num_threads() > 16) ok = 0;
#pragma omp atomic
      sizes[omp_get_team_num() % 4] += 1;
    }
  }
  int tot = sizes[0] + sizes[1] + sizes[2] + sizes[3];
  printf("ok %d tot>0 %d\n", ok, tot > 0);

  long acc = 0;
#pragma omp target teams distribute parallel for num_teams(n - 5) thread_limit(n + 8) dist_schedule(static) schedule(static, 2) reduction(+: acc) map(tofrom: acc)
  for (int i = 0; i < 1000; i++) acc += i % 13;
  printf("acc %ld\n", acc);
  return 0;
}
