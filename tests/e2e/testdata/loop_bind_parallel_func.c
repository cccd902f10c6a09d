/* loop bind(parallel) in a declare target function: the iterations are
 * shared among the threads of the caller's team, with a barrier at the
 * end (the next loop reads neighbours the other threads wrote). */
#include <stdio.h>
#include <omp.h>
#define N 240

#pragma omp declare target
static void smooth(const double *in, double *tmp, double *out, int n) {
#pragma omp loop bind(parallel)
  for (int i = 0; i < n; i++) tmp[i] = in[i] * 2.0;
#pragma omp loop bind(parallel) order(concurrent)
  for (int i = 0; i < n; i++) out[i] = tmp[i] + (i > 0 ? tmp[i - 1] : 0.0) + (i < n - 1 ? tmp[i + 1] : 0.0);
}

long acc;

/* acc must be zero before the team calls it. */
static long total(const double *v, int n) {
#pragma omp loop bind(parallel) reduction(+: acc)
  for (int i = 0; i < n; i++) acc += (long)v[i];
  return acc;
}

static void grid(int g[8][30]) {
#pragma omp loop bind(parallel) collapse(2)
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 30; j++) g[i][j] = i * 30 + j;
}
#pragma omp end declare target

int main(void) {
  double in[N], tmp[N], out[N];
  int g[8][30];
  long s1 = -1, s2 = -1, s3 = -1;
  for (int i = 0; i < N; i++) in[i] = i % 17;
  acc = 0;
#pragma omp target update to(acc)
#pragma omp target parallel num_threads(8) map(to: in) map(alloc: tmp) map(from: out) map(tofrom: s1)
  {
    smooth(in, tmp, out, N);
    long t = total(out, N);
#pragma omp masked
    s1 = t;
  }
#pragma omp target teams num_teams(1) map(from: g) map(tofrom: s2)
  {
    long t = 0;
#pragma omp parallel num_threads(4)
    {
      grid(g);
#pragma omp loop bind(parallel) reduction(+: t)
      for (int i = 0; i < 8; i++) t += g[i][29];
    }
    s2 = t;
  }
  double one[N];
  acc = 0;
#pragma omp target update to(acc)
#pragma omp target map(to: in) map(from: one) map(alloc: tmp) map(tofrom: s3)
  {
    smooth(in, tmp, one, N);
    s3 = total(one, N);
  }
  long e1 = 0, e2 = 0;
  int errors = 0;
  for (int i = 0; i < N; i++) {
    double x = 2.0 * in[i] + (i > 0 ? 2.0 * in[i - 1] : 0.0) + (i < N - 1 ? 2.0 * in[i + 1] : 0.0);
    if (out[i] != x || one[i] != x) errors++;
    e1 += (long)x;
  }
  for (int i = 0; i < 8; i++) {
    for (int j = 0; j < 30; j++) if (g[i][j] != i * 30 + j) errors++;
    e2 += i * 30 + 29;
  }
  if (s1 != e1 || s2 != e2 || s3 != e1) errors++;
  printf("s1=%ld s2=%ld s3=%ld out[5]=%g\n", s1, s2, s3, out[5]);
  printf("%s loop_bind_parallel_func\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
