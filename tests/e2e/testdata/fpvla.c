/* firstprivate and private variable-length arrays (one- and
 * multi-dimensional) on target, teams and parallel constructs of target
 * regions: each copy starts as the original (firstprivate), writes stay in
 * the copy, and the original is unchanged on the host. */
#include <omp.h>
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

/* On the target construct: the region's copy starts as the host's. */
static void on_target(int n) {
  int v[n];
  long out[4] = {0};
  for (int i = 0; i < n; i++)
    v[i] = 10 * i;
#pragma omp target firstprivate(v) map(tofrom: out)
  {
    long s = 0;
    for (int i = 0; i < n; i++) {
      v[i] += 1;
      s += v[i];
    }
    out[0] = s;
    out[1] = v[n - 1];
  }
  check("target 1-D sum", out[0], 10L * n * (n - 1) / 2 + n);
  check("target 1-D last", out[1], 10L * (n - 1) + 1);
  check("target 1-D host unchanged", v[n - 1], 10L * (n - 1));
}

/* A two-dimensional one on a combined construct: every thread works on
 * its own copy (adding its iteration and taking it back off again). */
static void on_combined(int n, int m, int iters) {
  double w[n][m];
  long out[64];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      w[i][j] = i * m + j;
#pragma omp target teams distribute parallel for firstprivate(w) map(from: out[0:iters])
  for (int it = 0; it < iters; it++) {
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        w[i][j] += it;
    double s = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        s += w[i][j];
    out[it] = (long)s + (long)(sizeof(w) / sizeof(double));
    for (int i = 0; i < n; i++)
      for (int j = 0; j < m; j++)
        w[i][j] -= it;
  }
  long base = (long)n * m * (n * m - 1) / 2;
  for (int it = 0; it < iters; it++)
    check("combined 2-D", out[it], base + (long)n * m * it + n * m);
  check("combined 2-D host unchanged", (long)w[n - 1][m - 1], (long)(n * m - 1));
}

/* On a nested parallel construct: the mapped array is the original, each
 * thread's copy starts from it. */
static void on_parallel(int n, int iters) {
  int v[n];
  long out[64];
  for (int i = 0; i < n; i++)
    v[i] = i;
#pragma omp target map(tofrom: v, out)
  {
#pragma omp parallel for firstprivate(v)
    for (int it = 0; it < iters; it++) {
      for (int i = 0; i < n; i++)
        v[i] *= 2;
      long s = 0;
      for (int i = 0; i < n; i++)
        s += v[i];
      out[it] = s + it;
      for (int i = 0; i < n; i++)
        v[i] /= 2;
    }
  }
  for (int it = 0; it < iters; it++)
    check("parallel 1-D", out[it], (long)n * (n - 1) + it);
}

/* On a teams construct, three dimensions. */
static void on_teams(int a, int b, int c) {
  short t[a][b][c];
  long out[8] = {0};
  for (int i = 0; i < a; i++)
    for (int j = 0; j < b; j++)
      for (int k = 0; k < c; k++)
        t[i][j][k] = (short)(i + j + k);
#pragma omp target teams num_teams(4) firstprivate(t) map(tofrom: out)
  {
    int me = omp_get_team_num();
    t[a - 1][b - 1][c - 1] += (short)me;
    if (me < 8)
      out[me] = t[a - 1][b - 1][c - 1] + t[1][1][1];
  }
  int teams = 0;
  for (int me = 0; me < 8; me++)
    if (out[me] != 0) {
      check("teams 3-D", out[me], (a - 1) + (b - 1) + (c - 1) + me + 3);
      teams++;
    }
  check("teams ran", teams > 0, 1);
  check("teams 3-D host unchanged", t[a - 1][b - 1][c - 1], (a - 1) + (b - 1) + (c - 1));
}

/* private: a copy of the same shape, its elements not taken from the host. */
static void on_private(int n, int iters) {
  double v[n];
  long out[64];
  for (int i = 0; i < n; i++)
    v[i] = -1;
#pragma omp target teams distribute parallel for private(v) map(from: out[0:iters])
  for (int it = 0; it < iters; it++) {
    for (int i = 0; i < n; i++)
      v[i] = it + i;
    double s = 0;
    for (int i = 0; i < n; i++)
      s += v[i];
    out[it] = (long)s;
  }
  for (int it = 0; it < iters; it++)
    check("private 1-D", out[it], (long)n * it + (long)n * (n - 1) / 2);
  check("private host unchanged", (long)v[0], -1);
}

/* A region with code beside its loop: the threads of the nested parallel
 * loop share the region's copy, which the code before the loop wrote. */
static void on_generic(int n, int m) {
  int v[n];
  double w[n][m];
  long out[64];
  for (int i = 0; i < n; i++) {
    v[i] = i;
    for (int j = 0; j < m; j++)
      w[i][j] = j;
  }
#pragma omp target firstprivate(v, w) map(from: out[0:n])
  {
    v[0] = 1000;
    w[0][0] = 500;
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      out[i] = v[i] + v[0] + (long)w[i][m - 1] + (long)w[0][0];
  }
  for (int i = 0; i < n; i++)
    check("generic", out[i], (i == 0 ? 1000 : i) + 1000 + (m - 1) + 500);
  check("generic host unchanged", v[0] + (long)w[0][0], 0);
}

/* default(firstprivate) on a nested construct privatizes them too, and a
 * nested teams construct's firstprivate copies start from the device's. */
static void by_default(int n, int m) {
  int v[n];
  double w[n][m];
  long out[64];
  long *o = out;
  for (int i = 0; i < n; i++) {
    v[i] = i;
    for (int j = 0; j < m; j++)
      w[i][j] = j;
  }
#pragma omp target map(from: o[0:64])
#pragma omp teams distribute parallel for default(firstprivate)
  for (int it = 0; it < 64; it++) {
    v[it % n] += it;
    w[it % n][1] += it;
    o[it] = v[it % n] + (long)w[it % n][1];
    v[it % n] -= it;
    w[it % n][1] -= it;
  }
  for (int it = 0; it < 64; it++)
    check("default(firstprivate)", out[it], (it % n) + 1 + 2 * it);
  check("default(firstprivate) host", v[0] + (long)w[0][1], 1);
#pragma omp target map(tofrom: v, w) map(from: o[0:1])
#pragma omp teams num_teams(1) firstprivate(v, w)
  {
    v[0] = 77;
    w[0][1] = 5;
    o[0] = v[0] + (long)w[0][1] + v[n - 1];
  }
  check("nested teams", out[0], 77 + 5 + n - 1);
  check("nested teams host", v[0] + (long)w[0][1], 1);
}

/* private in a region with code beside its loop: the team's copy, which
 * the code before the loop fills and the loop's threads read. */
static void on_generic_private(int n) {
  int v[n];
  double w[n][2];
  long out[32];
  for (int i = 0; i < n; i++) {
    v[i] = -1;
    w[i][0] = w[i][1] = -1;
  }
#pragma omp target private(v, w) map(from: out[0:n])
  {
    for (int i = 0; i < n; i++) {
      v[i] = 3 * i;
      w[i][1] = i;
    }
#pragma omp parallel for
    for (int i = 0; i < n; i++)
      out[i] = v[i] + v[n - 1 - i] + (long)w[i][1];
  }
  for (int i = 0; i < n; i++)
    check("generic private", out[i], 3 * (n - 1) + i);
  check("generic private host", v[0] + (long)w[0][1], -2);
}

int main(void) {
  on_target(37);
  on_combined(5, 7, 64);
  on_parallel(29, 64);
  on_teams(3, 4, 5);
  on_private(23, 64);
  on_generic(31, 3);
  by_default(9, 3);
  on_generic_private(17);
  if (fails)
    return 1;
  printf("PASS fpvla\n");
  return 0;
}
