/* lastprivate on collapsed nests where several loops are non-rectangular:
 * the values are those of the sequentially last iteration of the whole
 * nest, which lies before the end of the bounding box when the last
 * outer iterations, or the last middle iterations, run no innermost
 * iteration. */
#include <stdio.h>

#define N 8

int main(int argc, char **argv) {
  int n = N + argc - 1; /* a bound known only at run time */
  int errors = 0;

  /* j on i, k on j: the last outer iteration runs nothing, the last
   * iteration is (n-2, n-1, n-1). */
  int a = -1, b = -1, c = -1;
  long s = -1;
#pragma omp target teams distribute parallel for collapse(3) lastprivate(a, b, c, s) map(tofrom: a, b, c, s)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j; k < n; k++) {
        a = i; b = j; c = k; s = 100L * i + 10 * j + k;
      }
  printf("upper: a=%d b=%d c=%d s=%ld\n", a, b, c, s);
  if (a != n - 2 || b != n - 1 || c != n - 1 || s != 100L * a + 10 * b + c) errors++;

  /* j on i, k on j: in the last outer iteration the last middle
   * iterations run nothing, the last iteration is (n-1, 3, 3). */
  int x = -1, y = -1, z = -1, cnt[N * N * N] = {0};
#pragma omp target teams distribute parallel for collapse(3) lastprivate(x, y, z) map(tofrom: x, y, z, cnt)
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      for (int k = j; k < 4; k++) { x = i; y = j; z = k * 7; cnt[(i * N + j) * N + k]++; }
  printf("middle: x=%d y=%d z=%d\n", x, y, z);
  if (x != n - 1 || y != 3 || z != 21) errors++;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        if (cnt[(i * N + j) * N + k] != (j <= i && k >= j && k < 4)) errors++;

  /* Two rectangular levels collapsed, two non-rectangular inside, the
   * outer variable declared before the nest. */
  int p, w = -1;
  double d = -1;
#pragma omp target teams distribute collapse(4) lastprivate(p, w, d) map(tofrom: p, w, d)
  for (p = 0; p < 3; p++)
    for (int i = 0; i < n; i++)
      for (int j = 0; j <= i; j++)
        for (int k = 2 * j; k < n + 2; k++) { w = 1000 * p + 100 * i + 10 * j + k; d = k * 0.5; }
  printf("four: p=%d w=%d d=%.1f\n", p, w, d);
  if (p != 3 || w != 2000 + 100 * (n - 1) + 10 * ((n + 1) / 2) + n + 1) errors++;

  /* Three non-rectangular levels, each on the one before: the last
   * iteration is (n-3, n-2, n-1, n-1). */
  int e = -1;
#pragma omp target teams distribute parallel for collapse(4) lastprivate(e) map(tofrom: e)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j + 1; k < n + 1; k++)
        for (int l = k; l < n; l++) e = 1000 * i + 100 * j + 10 * k + l;
  printf("deep: e=%d\n", e);
  if (e != 1000 * (n - 3) + 100 * (n - 2) + 11 * (n - 1)) errors++;

  /* Decreasing levels: j from i down, k from j down to 1. */
  int u = -1, v = -1;
#pragma omp target parallel for collapse(3) lastprivate(u, v) map(tofrom: u, v)
  for (int i = n - 1; i >= 0; i--)
    for (int j = i; j >= 0; j--)
      for (int k = j; k > 0; k--) { u = i * 10 + j; v = k; }
  printf("down: u=%d v=%d\n", u, v);
  if (u != 11 || v != 1) errors++;

  /* A loop nested in the target region beside code, and alone in a
   * teams region. */
  int r1 = -1, r2 = -1;
#pragma omp target map(tofrom: r1) firstprivate(n)
  {
    int t = -1;
#pragma omp parallel for collapse(3) lastprivate(t) num_threads(4)
    for (int i = 0; i < n; i++)
      for (int j = i + 1; j < n; j++)
        for (int k = j; k < n; k++) t = i * 100 + j * 10 + k;
    r1 = t + 1;
  }
#pragma omp target teams num_teams(2) map(tofrom: r2)
  {
#pragma omp distribute parallel for collapse(3) lastprivate(r2)
    for (int i = 0; i < N; i++)
      for (int j = 0; j <= i; j++)
        for (int k = j; k < 4; k++) r2 = i * 100 + j * 10 + k;
  }
  printf("nested: r1=%d r2=%d\n", r1, r2);
  if (r1 != 100 * (n - 2) + 11 * (n - 1) + 1 || r2 != 733) errors++;

  /* The host fallback. */
  a = b = c = -1;
#pragma omp target teams distribute parallel for collapse(3) lastprivate(a, b, c) map(tofrom: a, b, c) if(0)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      for (int k = j; k < n; k++) { a = i; b = j; c = k; }
  printf("fallback: a=%d b=%d c=%d\n", a, b, c);
  if (a != n - 2 || b != n - 1 || c != n - 1) errors++;

  if (errors) { printf("FAIL nonrect_lastprivate_deep (%d)\n", errors); return 1; }
  printf("PASS nonrect_lastprivate_deep\n");
  return 0;
}
