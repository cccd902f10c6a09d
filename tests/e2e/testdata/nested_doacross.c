/* Doacross loops (ordered(n) with depend(sink)/depend(source)) in
 * nested parallel regions of target regions: the nested region's one
 * thread runs the iterations in order, so each recurrence reads the
 * value its sink names. A worksharing loop of a nested parallel region,
 * a combined nested parallel for over a two-loop nest (a wavefront), a
 * nested region in a generic region's parallel region of code and in the
 * body of a parallel loop. Every result is recomputed on the host. */
#include <stdio.h>
#include <omp.h>
#define N 4
#define M 24

int main(void) {
  int fails = 0, ok;

  /* 1: a worksharing loop of a nested region, a running sum per
   * enclosing thread. */
  int a[N][M], T = 0;
#pragma omp target parallel num_threads(N) map(tofrom: a, T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      T = omp_get_num_threads();
    for (int i = 0; i < M; i++)
      a[t][i] = i + t;
#pragma omp parallel num_threads(3)
    {
#pragma omp for ordered(1) schedule(dynamic, 2)
      for (int i = 1; i < M; i++) {
#pragma omp ordered depend(sink: i - 1)
        a[t][i] += a[t][i - 1];
#pragma omp ordered depend(source)
      }
    }
  }
  ok = T >= 1;
  for (int t = 0; t < T; t++) {
    int s = 0;
    for (int i = 0; i < M; i++) {
      s += i + t;
      ok = ok && a[t][i] == s;
    }
  }
  printf("1: nested for=%d\n", ok);
  fails += !ok;

  /* 2: a combined parallel for with ordered(2): a wavefront over a
   * grid per enclosing thread. */
  int g[N][8][8], T2 = 0;
#pragma omp target parallel num_threads(N) map(tofrom: g, T2)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      T2 = omp_get_num_threads();
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        g[t][i][j] = (i == 0 || j == 0) ? 1 + t : 0;
#pragma omp parallel for ordered(2)
    for (int i = 1; i < 8; i++)
      for (int j = 1; j < 8; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
        g[t][i][j] = g[t][i - 1][j] + g[t][i][j - 1] + omp_get_level();
#pragma omp ordered depend(source)
      }
  }
  ok = T2 >= 1;
  for (int t = 0; t < T2; t++) {
    int h[8][8];
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        h[i][j] = (i == 0 || j == 0) ? 1 + t : h[i - 1][j] + h[i][j - 1] + 2;
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        ok = ok && g[t][i][j] == h[i][j];
  }
  printf("2: nested parallel for=%d\n", ok);
  fails += !ok;

  /* 3: in a generic region's parallel region of code, beside code, and
   * in the body of a parallel loop. */
  int b[N][M], T3 = 0, base = 0, c[6][M];
#pragma omp target map(tofrom: b, T3, base)
  {
    base = 5;
#pragma omp parallel num_threads(N)
    {
      int t = omp_get_thread_num();
      if (t == 0)
        T3 = omp_get_num_threads();
#pragma omp parallel
      {
#pragma omp for ordered(1)
        for (int i = 0; i < M; i++) {
#pragma omp ordered depend(sink: i - 1)
          b[t][i] = (i == 0 ? base : b[t][i - 1] * 2 % 1000) + t;
#pragma omp ordered depend(source)
        }
      }
    }
  }
#pragma omp target teams distribute parallel for num_teams(2) map(tofrom: c)
  for (int r = 0; r < 6; r++) {
#pragma omp parallel for ordered(1)
    for (int i = 0; i < M; i++) {
#pragma omp ordered depend(sink: i - 2)
      c[r][i] = i < 2 ? r : c[r][i - 2] + i;
#pragma omp ordered depend(source)
    }
  }
  ok = T3 >= 1 && base == 5;
  for (int t = 0; t < T3; t++) {
    int v = 0;
    for (int i = 0; i < M; i++) {
      v = (i == 0 ? 5 : v * 2 % 1000) + t;
      ok = ok && b[t][i] == v;
    }
  }
  for (int r = 0; r < 6; r++) {
    int w[M];
    for (int i = 0; i < M; i++) {
      w[i] = i < 2 ? r : w[i - 2] + i;
      ok = ok && c[r][i] == w[i];
    }
  }
  printf("3: generic and loop=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL nested_doacross\n");
    return 1;
  }
  printf("PASS nested_doacross\n");
  return 0;
}
