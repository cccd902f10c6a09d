/* Parallel constructs of one target region whose num_threads differ in
 * forms beyond integer constants: sizes read from variables firstprivate
 * to the region (the host knows them), from variables of the region or
 * ones it writes (only the device knows them: thread 0 evaluates them
 * where the construct stands), a parallel block of several worksharing
 * loops with a size of its own, and num_threads beside an if clause (a
 * team of one thread when false). Each region's size shows in
 * omp_get_num_threads(), in how many threads run it and in the split of
 * its loops. */
#include <stdio.h>
#include <omp.h>

#define N 24

static int count(const int *v, int n) {
  int c = 0;
  for (int i = 0; i < n; i++) c += v[i] != 0;
  return c;
}

int main(void) {
  int m = 3, k = 2, n = N;
  int a[N], b[N], c[N], d[N], sz[8] = {0}, ran[8] = {0}, red[4] = {0};
  #pragma omp target map(from: a, b, c, d) map(tofrom: sz, ran, red)
  {
    /* the host knows these sizes: 4, m, m + k */
    #pragma omp parallel for num_threads(4) schedule(static)
    for (int i = 0; i < N; i++) a[i] = omp_get_thread_num();
    #pragma omp parallel for num_threads(m) schedule(static) reduction(+: red[0])
    for (int i = 0; i < N; i++) {
      b[i] = omp_get_thread_num();
      red[0] += omp_get_num_threads();
    }
    #pragma omp parallel num_threads(m + k)
    {
      #pragma omp atomic
      ran[0]++;
      #pragma omp single
      sz[0] = omp_get_num_threads();
    }
    /* a block of several loops with a size of its own */
    #pragma omp parallel num_threads(6)
    {
      #pragma omp for schedule(static)
      for (int i = 0; i < N; i++) c[i] = omp_get_thread_num();
      #pragma omp single
      sz[1] = omp_get_num_threads() * 10 + omp_get_level();
      #pragma omp for schedule(static) reduction(+: red[1])
      for (int i = 0; i < N; i++) red[1] += omp_get_thread_num();
    }
    /* sizes only the device knows */
    int w = 2;
    #pragma omp parallel for num_threads(w) schedule(static)
    for (int i = 0; i < N; i++) d[i] = omp_get_thread_num();
    m = 5;
    #pragma omp parallel num_threads(m)
    {
      #pragma omp atomic
      ran[1]++;
    }
    for (int s = 1; s <= 3; s++) {
      #pragma omp parallel num_threads(s)
      {
        #pragma omp atomic
        ran[2] += s * 10;
      }
    }
    /* beside an if clause */
    #pragma omp parallel for num_threads(5) if(n > 4) reduction(+: red[2])
    for (int i = 0; i < N; i++) {
      red[2] += 1;
      if (i == 0) sz[2] = omp_get_num_threads() * 10 + omp_in_parallel();
    }
    #pragma omp parallel for num_threads(5) if(n > 40)
    for (int i = 0; i < N; i++)
      if (i == N - 1) sz[3] = omp_get_num_threads() * 100 + omp_get_thread_num() * 10 + omp_in_parallel();
    #pragma omp parallel for num_threads(w + 1) if(w > 1)
    for (int i = 0; i < N; i++)
      if (i == N - 1) sz[4] = omp_get_num_threads() * 10 + omp_get_thread_num();
  }
  printf("sz: %d %d %d %d %d\n", sz[0], sz[1], sz[2], sz[3], sz[4]);
  printf("ran: %d %d %d red: %d %d %d\n", ran[0], ran[1], ran[2], red[0], red[1], red[2]);
  printf("a:");
  for (int i = 0; i < N; i++) printf(" %d", a[i]);
  printf("\nb:");
  for (int i = 0; i < N; i++) printf(" %d", b[i]);
  printf("\nc:");
  for (int i = 0; i < N; i++) printf(" %d", c[i]);
  printf("\nd:");
  for (int i = 0; i < N; i++) printf(" %d", d[i]);
  printf("\n");

  /* thread_limit caps a size only the device knows */
  int e[N], lim = 0, big = 0;
  #pragma omp target map(from: e) map(tofrom: lim, big) thread_limit(3)
  {
    int want = 8;
    #pragma omp parallel for num_threads(2) schedule(static)
    for (int i = 0; i < N; i++) e[i] = omp_get_thread_num();
    #pragma omp parallel num_threads(want)
    {
      #pragma omp atomic
      big++;
      #pragma omp master
      lim = omp_get_num_threads();
    }
  }
  printf("limited: %d %d e[N-1]=%d\n", lim, big, e[N - 1]);

  /* a teams region: a size from the team's own variable */
  int ts[3] = {0, 0, 0}, tsum = 0;
  #pragma omp target teams num_teams(1) thread_limit(2) map(tofrom: ts, tsum)
  {
    int t = omp_get_team_num();
    int q = t + 1;
    #pragma omp parallel num_threads(q) reduction(+: tsum)
    {
      tsum += 100;
      #pragma omp single
      ts[0] = omp_get_num_threads();
    }
    #pragma omp parallel for num_threads(q + 1) reduction(+: tsum)
    for (int i = 0; i < N; i++) {
      tsum += 1;
      if (i == N - 1) ts[1] = omp_get_num_threads() * 10 + omp_get_thread_num();
    }
    #pragma omp parallel for num_threads(q + 5) if(q > 1)
    for (int i = 0; i < N; i++)
      if (i == 0) ts[2] = omp_get_num_threads();
  }
  printf("teams: %d %d %d tsum=%d\n", ts[0], ts[1], ts[2], tsum);

  /* parallel regions of code beside if clauses that differ: each team
   * sized where its construct stands */
  int pa[N], ps[3] = {0, 0, 0}, pred = 0;
  #pragma omp target map(from: pa) map(tofrom: ps, pred)
  {
    int q = 2;
    #pragma omp parallel num_threads(q) reduction(+: pred)
    {
      #pragma omp for schedule(static)
      for (int i = 0; i < N; i++) pa[i] = omp_get_thread_num();
      pred += 1;
    }
    #pragma omp parallel num_threads(3) if(n > 20)
    {
      #pragma omp single
      ps[0] = omp_get_num_threads() * 10 + omp_in_parallel();
    }
    #pragma omp parallel if(n > 2)
    {
      #pragma omp single
      ps[1] = omp_in_parallel();
    }
    #pragma omp parallel if(q > 2)
    {
      #pragma omp single
      ps[2] = omp_get_num_threads() * 10 + omp_in_parallel();
    }
  }
  printf("code: %d %d %d pred=%d pa[N-1]=%d\n", ps[0], ps[1], ps[2], pred, pa[N - 1]);

  int fails = ps[0] != 31 || ps[1] != 1 || ps[2] != 10 || pred != 2 || pa[N - 1] != 1;
  fails += sz[0] != 5 || sz[1] != 61 || sz[2] != 51 || sz[3] != 100 || sz[4] != 32;
  fails += ran[0] != 5 || ran[1] != 5 || ran[2] != 140 || red[0] != 72 || red[1] != 60 || red[2] != N;
  fails += count(a, N) != 18 || count(b, N) != 16 || count(c, N) != 20 || count(d, N) != 12;
  fails += lim != 3 || big != 3 || e[N - 1] != 1;
  fails += ts[0] != 1 || ts[1] != 21 || ts[2] != 1 || tsum != 100 + N;
  printf("%s generic_team_sizes_var\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
