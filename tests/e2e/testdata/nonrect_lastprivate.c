/* lastprivate on collapsed non-rectangular loop nests: the value is the
 * one of the sequentially last iteration of the whole nest, which lies
 * in an earlier outer iteration when the last ones run no inner
 * iteration at all. */
#include <stdio.h>

#define N 10

int main(int argc, char **argv) {
  int n = N + argc - 1; /* a bound known only at run time */
  int errors = 0;
  int li = -1, lj = -1, cnt[N * N] = {0};

  /* The last row of j = i + 1 .. n-1 is empty: the last iteration is
   * (n-2, n-1). */
#pragma omp target teams distribute parallel for collapse(2) lastprivate(li, lj) map(tofrom: li, lj, cnt)
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++) { li = i; lj = j; cnt[i * N + j]++; }
  printf("upper: li=%d lj=%d\n", li, lj);
  if (li != n - 2 || lj != n - 1) errors++;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (cnt[i * N + j] != (j > i)) errors++;

  /* The first row is empty, the last is not. */
  long w = -1;
#pragma omp target parallel for collapse(2) lastprivate(w) map(tofrom: w)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) w = 100L * i + j;
  printf("lower: w=%ld\n", w);
  if (w != 908) errors++;

  /* The outer variable declared outside: its value after the nest. */
  int i, v = -1;
#pragma omp target teams distribute collapse(2) lastprivate(i, v) map(tofrom: i, v)
  for (i = 0; i < n; i++)
    for (int j = 0; j < i; j++) v = i * 10 + j;
  printf("outer var: i=%d v=%d\n", i, v);
  if (i != n || v != 98) errors++;

  /* Three levels, the innermost on the middle one's variable. */
  int a = -1, b = -1, c = -1;
#pragma omp target teams distribute parallel for collapse(3) lastprivate(a, b, c) map(tofrom: a, b, c)
  for (int p = 0; p < 3; p++)
    for (int q = 0; q < n; q++)
      for (int r = q; r < n - 1; r++) { a = p; b = q; c = r; }
  printf("three: a=%d b=%d c=%d\n", a, b, c);
  if (a != 2 || b != n - 2 || c != n - 2) errors++;

  /* A loop nested in the target region, beside code and alone in a
   * teams region. */
  int r1 = -1, r2 = -1;
#pragma omp target map(tofrom: r1) firstprivate(n)
  {
    int v2 = -1;
#pragma omp parallel for collapse(2) lastprivate(v2) num_threads(4)
    for (int i2 = 0; i2 < n; i2++)
      for (int j = i2 + 1; j < n; j++) v2 = i2 * 10 + j;
    r1 = v2;
  }
#pragma omp target teams num_teams(2) map(tofrom: r2)
  {
#pragma omp distribute parallel for collapse(2) lastprivate(r2)
    for (int i2 = 0; i2 < N; i2++)
      for (int j = i2 + 1; j < N; j++) r2 = i2 * 10 + j;
  }
  printf("nested: r1=%d r2=%d\n", r1, r2);
  if (r1 != 89 || r2 != 89) errors++;

  /* The host fallback. */
  li = lj = -1;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(li, lj) map(tofrom: li, lj) if(0)
  for (int i2 = 0; i2 < n; i2++)
    for (int j = i2 + 1; j < n; j++) { li = i2; lj = j; }
  printf("fallback: li=%d lj=%d\n", li, lj);
  if (li != n - 2 || lj != n - 1) errors++;

  if (errors) { printf("FAIL nonrect_lastprivate (%d)\n", errors); return 1; }
  printf("PASS nonrect_lastprivate\n");
  return 0;
}
