/* linear on a simd loop inside a target region, which the thread that
 * meets it runs in order (OpenMP 5.2 §5.4.6): at the start of logical
 * iteration k the item's copy is its original value plus k times the
 * step; after the loop the original has the copy's value after the last
 * iteration's body. Covered: the code of a target region, the body of
 * target teams distribute parallel for (an item local to each
 * iteration), a nested parallel region, steps 1, 4 and -2, a decreasing
 * loop, a body that reads or changes the item; a region run by the host
 * fallback (if(0)) too. Every value is also computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { N = 29, R = 8, T = 4 };

int main(void) {
  int fails = 0;
  long out[R][3];
  int a = 3, b = 100, c = 0;
  long s = 0;
  for (int pass = 0; pass < 2; pass++) {
    int dev = pass == 0;
    a = 3, b = 100, c = 0, s = 0;
#pragma omp target map(tofrom: a, b, c, s) if(dev)
    {
#pragma omp simd linear(a) reduction(+: s)
      for (int i = 0; i < N; i++) s += a;
#pragma omp simd linear(b: -2)
      for (int i = N - 1; i >= 0; i -= 1) {
      }
#pragma omp simd linear(c: 4)
      for (int i = 0; i < N; i += 3) c += 1;
    }
    long ws = 0;
    for (int i = 0; i < N; i++) ws += 3 + i;
    int cn = (N + 2) / 3;
    if (a != 3 + N - 1 || s != ws || b != 100 - 2 * (N - 1) || c != 4 * (cn - 1) + 1) {
      printf("%s: a %d s %ld b %d c %d\n", dev ? "target" : "host fallback", a, s, b, c);
      fails++;
    }
  }

#pragma omp target teams distribute parallel for num_teams(2) thread_limit(T) map(from: out)
  for (int r = 0; r < R; r++) {
    int p = r;
    long t = 0;
#pragma omp simd linear(p: 5) reduction(+: t)
    for (int i = 0; i < N; i++) t += p;
    out[r][0] = p, out[r][1] = t;
  }
  for (int r = 0; r < R; r++) {
    long t = 0;
    for (int i = 0; i < N; i++) t += r + 5 * i;
    if (out[r][0] != r + 5 * (N - 1) || out[r][1] != t) {
      printf("teams row %d: p %ld t %ld\n", r, out[r][0], out[r][1]);
      fails++;
    }
  }

#pragma omp target parallel num_threads(T) map(from: out)
  {
    int q = 10 * omp_get_thread_num();
#pragma omp parallel shared(q)
    {
#pragma omp simd linear(q: 2)
      for (int i = 0; i < N; i++) {
      }
    }
    out[omp_get_thread_num()][2] = q;
  }
  for (int t = 0; t < T; t++)
    if (out[t][2] != 10 * t + 2 * (N - 1)) {
      printf("nested row %d: q %ld\n", t, out[t][2]);
      fails++;
    }
  printf("%s simd_linear\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
