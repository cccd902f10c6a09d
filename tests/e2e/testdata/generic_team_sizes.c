/* Parallel constructs of different sizes in one target region: each
 * parallel region runs on a team of its own num_threads (thread numbers,
 * team sizes, worksharing splits, reductions, barriers, single), in a
 * target region, and in a teams region within its thread_limit. */
#include <stdio.h>
#include <omp.h>

#define N 24
#define BIG 6

int main(void) {
  int a[N], b[N], c[N], d[N];
  int sizes[4] = {0, 0, 0, 0};
  int cnt = 0, singles = 0, sum = 0, order_ok = 1;
  int seen[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  #pragma omp target map(from: a, b, c, sizes) map(tofrom: cnt, singles, sum, order_ok, seen)
  {
    int before = 7;
    #pragma omp parallel for num_threads(3) schedule(static)
    for (int i = 0; i < N; i++) {
      a[i] = omp_get_thread_num();
      if (i == 0) sizes[0] = omp_get_num_threads();
    }
    #pragma omp parallel num_threads(BIG) reduction(+: sum)
    {
      int t = omp_get_thread_num();
      if (t == 0) sizes[1] = omp_get_num_threads();
      seen[t] += 1;
      #pragma omp atomic
      cnt++;
      #pragma omp for schedule(static, 2)
      for (int i = 0; i < N; i++) b[i] = t * 100 + i;
      /* every b[] is written before any thread reads its neighbour's */
      if (b[(t * 4 + 5) % N] != ((((t * 4 + 5) % N) / 2) % BIG) * 100 + (t * 4 + 5) % N) {
        #pragma omp atomic write
        order_ok = 0;
      }
      #pragma omp barrier
      #pragma omp single
      singles += 1;
      sum += t + before;
    }
    #pragma omp parallel for num_threads(2) schedule(static)
    for (int i = 0; i < N; i++) {
      c[i] = omp_get_thread_num() + 10 * omp_get_num_threads();
      if (i == N - 1) sizes[2] = omp_get_num_threads() * 100 + omp_get_thread_num();
    }
    #pragma omp parallel num_threads(4)
    {
      #pragma omp single
      sizes[3] = omp_get_num_threads();
    }
  }
  printf("sizes: %d %d %d %d\n", sizes[0], sizes[1], sizes[2], sizes[3]);
  printf("cnt=%d singles=%d sum=%d order_ok=%d\n", cnt, singles, sum, order_ok);
  printf("seen:");
  for (int t = 0; t < 8; t++) printf(" %d", seen[t]);
  printf("\na:");
  for (int i = 0; i < N; i++) printf(" %d", a[i]);
  printf("\nb:");
  for (int i = 0; i < N; i++) printf(" %d", b[i]);
  printf("\nc:");
  for (int i = 0; i < N; i++) printf(" %d", c[i]);
  printf("\n");

  /* Parallel loops alone (no synchronisation among their threads): a
   * reduction and a dynamic schedule on teams of their own sizes. */
  int r = 0, e[N], f[N], maxt = 0;
  #pragma omp target map(tofrom: r, maxt) map(from: e, f)
  {
    #pragma omp parallel for num_threads(2) reduction(+: r) reduction(max: maxt)
    for (int i = 0; i < N; i++) {
      r += i * omp_get_num_threads();
      maxt = maxt > omp_get_thread_num() ? maxt : omp_get_thread_num();
    }
    #pragma omp parallel for num_threads(5) schedule(dynamic, 3)
    for (int i = 0; i < N; i++) e[i] = omp_get_num_threads() + (omp_get_thread_num() < 5);
    #pragma omp parallel for num_threads(1) schedule(guided)
    for (int i = 0; i < N; i++) f[i] = omp_get_num_threads() * 10 + omp_get_thread_num();
  }
  printf("loops: r=%d maxt=%d e[0]=%d e[N-1]=%d f[0]=%d f[N-1]=%d\n", r, maxt, e[0], e[N - 1], f[0], f[N - 1]);

  /* A teams region: each team's parallel regions, of two sizes within
   * its thread_limit. */
  int tsz[1][2] = {{0, 0}}, tsum = 0;
  #pragma omp target teams num_teams(1) thread_limit(2) map(tofrom: tsz, tsum, d)
  {
    int team = omp_get_team_num();
    #pragma omp parallel num_threads(1)
    {
      tsz[team][0] = omp_get_num_threads();
    }
    #pragma omp parallel for num_threads(2) reduction(+: tsum)
    for (int i = 0; i < N; i++) {
      tsum += i;
      if (i == 0) tsz[team][1] = omp_get_num_threads();
    }
    #pragma omp distribute parallel for num_threads(1)
    for (int i = 0; i < N; i++) d[i] = omp_get_num_threads() * 1000 + i;
  }
  printf("teams: %d %d tsum=%d d[0]=%d d[N-1]=%d\n", tsz[0][0], tsz[0][1], tsum, d[0], d[N - 1]);
  int fails = sizes[0] != 3 || sizes[1] != BIG || sizes[2] != 201 || sizes[3] != 4;
  fails += cnt != BIG || singles != 1 || sum != 57 || !order_ok;
  fails += r != 552 || maxt != 1 || tsz[0][0] != 1 || tsz[0][1] != 2 || tsum != 276;
  for (int i = 0; i < N; i++)
    fails += e[i] != 6 || f[i] != 10 || a[i] != i / 8 || b[i] != ((i / 2) % BIG) * 100 + i || c[i] != 20 + i / 12 || d[i] != 1000 + i;
  printf("%s generic_team_sizes\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
