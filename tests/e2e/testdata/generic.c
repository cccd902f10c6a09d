/* Target regions with code beside nested parallel loops (generic mode):
 * sequential code before, between and after the loops, variables declared
 * beside them, a time-step loop, while/do/if around loops, reductions,
 * private and firstprivate items, the OpenMP thread API, and a Jacobi
 * iteration whose loop condition reads a reduction. */
#include <stdio.h>
#include <omp.h>
#define N 1000
int main(void) {
  int n = N;
  int a[N], b[N];
  int total = 0, fails = 0;
  for (int i = 0; i < n; i++) a[i] = i;

  /* 1: code before and after one loop. */
#pragma omp target map(tofrom: a[0:n]) map(from: total)
  {
    int base = a[0] * 2 + 3;
#pragma omp parallel for
    for (int i = 0; i < n; i++) a[i] += base;
    total = a[0] + a[n - 1];
  }
  printf("1: %d %d\n", total, a[5]);
  fails += total != 3 + 1002 || a[5] != 8;

  /* 2: a time-step loop around two loops, pointers swapped between
   * steps, an array declared beside them. */
  double x[N], y[N];
  for (int i = 0; i < n; i++) { x[i] = i % 7; y[i] = 0; }
  double out[2];
#pragma omp target map(tofrom: x, y) map(from: out)
  {
    double *src = x, *dst = y;
    double w[3] = {0.25, 0.5, 0.25};
    int steps = 4;
    for (int t = 0; t < steps; t++) {
#pragma omp parallel for
      for (int i = 1; i < N - 1; i++)
        dst[i] = w[0] * src[i - 1] + w[1] * src[i] + w[2] * src[i + 1];
      dst[0] = src[0];
      dst[N - 1] = src[N - 1];
      double *tmp = src;
      src = dst;
      dst = tmp;
    }
    out[0] = src[1];
    out[1] = src[N / 2];
  }
  double hx[N], hy[N];
  for (int i = 0; i < n; i++) hx[i] = i % 7;
  double *hs = hx, *hd = hy;
  for (int t = 0; t < 4; t++) {
    for (int i = 1; i < N - 1; i++) hd[i] = 0.25 * hs[i - 1] + 0.5 * hs[i] + 0.25 * hs[i + 1];
    hd[0] = hs[0];
    hd[N - 1] = hs[N - 1];
    double *tmp = hs;
    hs = hd;
    hd = tmp;
  }
  printf("2: %g %g\n", out[0], out[1]);
  fails += out[0] != hs[1] || out[1] != hs[N / 2] || x[3] != hs[3];

  /* 3: reductions into a variable declared in the region and into a
   * mapped one; while, do and if around loops. */
  long sum = 0;
  int rounds = 0;
#pragma omp target map(to: a[0:n]) map(tofrom: sum) map(from: rounds)
  {
    long local = 10;
    int r = 0;
    while (r < 3) {
#pragma omp parallel for reduction(+: local)
      for (int i = 0; i < N; i++) local += a[i] % 5;
      r++;
    }
    do {
      if (r % 2 == 0) {
#pragma omp parallel for reduction(+: sum)
        for (int i = 0; i < N; i++) sum += 1;
      } else {
#pragma omp parallel for reduction(max: local)
        for (int i = 0; i < N; i++) local = local > a[i] ? local : a[i];
      }
      r++;
    } while (r < 6);
    sum += local;
    rounds = r;
  }
  long hsum = 10;
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < N; i++) hsum += a[i] % 5;
  for (int i = 0; i < N; i++) hsum = hsum > a[i] ? hsum : a[i];
  hsum += N;
  printf("3: %ld %d\n", sum, rounds);
  fails += sum != hsum || rounds != 6;

  /* 4: the thread API, private and firstprivate items, parallel with a
   * for loop as its region, collapse. */
  int nthreads = 0, outside = 0, seen = 0;
  int c[16][8];
#pragma omp target map(from: nthreads, outside, seen, c, b)
  {
    int scale = 3, tmp = -1;
    outside = omp_get_num_threads();
#pragma omp parallel num_threads(8)
#pragma omp for private(tmp) firstprivate(scale)
    for (int i = 0; i < N; i++) {
      tmp = i * scale;
      scale += 0;
      b[i] = tmp;
      if (i == 0) nthreads = omp_get_num_threads();
    }
    seen = tmp;
#pragma omp parallel for collapse(2) num_threads(8)
    for (int i = 0; i < 16; i++)
      for (int j = 0; j < 8; j++) c[i][j] = i * 8 + j + scale;
  }
  printf("4: %d %d %d %d %d\n", nthreads, outside, seen, b[N - 1], c[15][7]);
  fails += nthreads != 8 || outside != 1 || seen != -1 || b[N - 1] != 3 * (N - 1) || c[15][7] != 130;

  /* 5: a Jacobi iteration until convergence: the loop's condition reads
   * the max reduction of the step before. */
  double u[N], un[N];
  int iters = 0;
  double err = 0;
  for (int i = 0; i < N; i++) u[i] = (i == 0 || i == N - 1) ? 1.0 : 0.0;
#pragma omp target map(tofrom: u, iters, err) map(alloc: un)
  {
    double e = 1.0;
    int it = 0;
    while (e > 0.002 && it < 500) {
      e = 0.0;
#pragma omp parallel for reduction(max: e)
      for (int i = 1; i < N - 1; i++) {
        un[i] = 0.5 * (u[i - 1] + u[i + 1]);
        double d = un[i] > u[i] ? un[i] - u[i] : u[i] - un[i];
        e = d > e ? d : e;
      }
#pragma omp parallel for
      for (int i = 1; i < N - 1; i++) u[i] = un[i];
      it++;
    }
    iters = it;
    err = e;
  }
  double hu[N], hn[N], he = 1.0;
  int hit = 0;
  for (int i = 0; i < N; i++) hu[i] = (i == 0 || i == N - 1) ? 1.0 : 0.0;
  while (he > 0.002 && hit < 500) {
    he = 0.0;
    for (int i = 1; i < N - 1; i++) {
      hn[i] = 0.5 * (hu[i - 1] + hu[i + 1]);
      double d = hn[i] > hu[i] ? hn[i] - hu[i] : hu[i] - hn[i];
      he = d > he ? d : he;
    }
    for (int i = 1; i < N - 1; i++) hu[i] = hn[i];
    hit++;
  }
  printf("5: %d %g %g\n", iters, err, u[3]);
  fails += iters != hit || err != he || u[3] != hu[3];

  printf("%s generic\n", fails ? "FAIL" : "PASS");
  return fails ? 1 : 0;
}
