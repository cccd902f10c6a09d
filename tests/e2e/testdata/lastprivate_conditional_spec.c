/* lastprivate(conditional: x) where clang-19 departs from OpenMP 5.2
 * §5.4.5 (docs/difftest.md): when no iteration assigns x, x keeps its
 * value (clang-19 stores its uninitialised private copy), and with
 * schedule(static, chunk) x takes the value of the sequentially last
 * assigning iteration (clang-19 may take another). Checked against a
 * sequential run on the host. */
#include <stdio.h>

#define N 5000

int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009;
  int fails = 0;

  int none = 42;
  #pragma omp target parallel for lastprivate(conditional: none) map(to: a) map(tofrom: none)
  for (int i = 0; i < N; i++)
    if (a[i] > 5000) none = i;
  printf("unassigned: none=%d\n", none);
  if (none != 42) fails++;

  double keep = 2.5;
  #pragma omp target simd lastprivate(conditional: keep) map(to: a) map(tofrom: keep)
  for (int i = 0; i < N; i++)
    if (a[i] < 0) keep = a[i];
  printf("unassigned simd: keep=%g\n", keep);
  if (keep != 2.5) fails++;

  /* A parallel loop beside code in a target region. */
  int beside = 5, seen = 0;
  #pragma omp target map(to: a) map(tofrom: beside, seen)
  {
    seen = 1;
    #pragma omp parallel for lastprivate(conditional: beside)
    for (int i = 0; i < N; i++)
      if (a[i] < 0) beside = i;
    seen += beside;
  }
  printf("unassigned beside code: beside=%d seen=%d\n", beside, seen);
  if (beside != 5 || seen != 6) fails++;

  long long s = 0;
  #pragma omp target parallel for schedule(static, 3) lastprivate(conditional: s) map(to: a) map(tofrom: s)
  for (int i = 0; i < N; i++)
    if (a[i] % 97 == 11) s = (long long)a[i] * i;
  long long h = 0;
  for (int i = 0; i < N; i++)
    if (a[i] % 97 == 11) h = (long long)a[i] * i;
  printf("static, 3: s=%lld\n", s);
  if (s != h) fails++;

  if (fails) {
    printf("FAIL lastprivate_conditional_spec (%d)\n", fails);
    return 1;
  }
  printf("PASS lastprivate_conditional_spec\n");
  return 0;
}
