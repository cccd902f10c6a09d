/* lastprivate(conditional: x) where clang-19 departs from OpenMP 5.2
 * §5.4.5 (docs/difftest.md): when no iteration assigns x, x keeps its
 * value (clang-19 stores its uninitialised private copy), and with
 * schedule(static, chunk) x takes the value of the sequentially last
 * assigning iteration (clang-19 may take another); so it does with
 * schedule(static), dynamic and guided schedules, an iteration assigning
 * twice, compound assignments, target parallel for simd and a
 * worksharing loop of a parallel region beside code (clang-19 stores an
 * unassigned copy's garbage, another iteration's value, or keeps the old
 * value, in some runs only). Checked against sequential runs on the
 * host. */
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

  /* Explicit schedules, where clang-19 keeps an unassigned copy's
   * garbage, another iteration's value or the old value (the last two
   * in some runs only). b's last iteration assigns nothing. */
  static int b[N];
  for (int i = 0; i < N; i++) b[i] = (i * 7919 + 13) % 1013;
  b[N - 1] = 0;
  long hx = -1;
  for (int i = 0; i < N; i++) if (b[i] % 97 == 5) hx = i;
  long xs = -1, xd = -1, xg = -1;
  #pragma omp target parallel for lastprivate(conditional: xs) schedule(static) num_threads(8) map(to: b) map(tofrom: xs)
  for (int i = 0; i < N; i++) if (b[i] % 97 == 5) xs = i;
  #pragma omp target parallel for lastprivate(conditional: xd) schedule(dynamic, 5) num_threads(8) map(to: b) map(tofrom: xd)
  for (int i = 0; i < N; i++) if (b[i] % 97 == 5) xd = i;
  #pragma omp target parallel for lastprivate(conditional: xg) schedule(guided) num_threads(8) map(to: b) map(tofrom: xg)
  for (int i = 0; i < N; i++) if (b[i] % 97 == 5) xg = i;
  printf("schedules: static %ld dynamic %ld guided %ld\n", xs, xd, xg);
  if (xs != hx || xd != hx || xg != hx) fails++;

  /* The lexically last assignment of the iteration, chunks of 7. */
  double d = 0.25, hd = 0.25;
  #pragma omp target parallel for lastprivate(conditional: d) schedule(static, 7) map(to: b) map(tofrom: d)
  for (int i = 0; i < N; i++) {
    if (b[i] % 61 == 1) d = i + 0.5;
    if (b[i] % 61 == 1 && (i & 1)) d = -i;
  }
  for (int i = 0; i < N; i++) {
    if (b[i] % 61 == 1) hd = i + 0.5;
    if (b[i] % 61 == 1 && (i & 1)) hd = -i;
  }
  /* Compound assignments, dynamic schedule. */
  int c = 7, hc = 7;
  #pragma omp target parallel for lastprivate(conditional: c) schedule(dynamic) map(to: b) map(tofrom: c)
  for (int i = 0; i < N; i++)
    if (b[i] % 89 == 3) { c = b[i]; c *= 3; c += i; }
  for (int i = 0; i < N; i++)
    if (b[i] % 89 == 3) { hc = b[i]; hc *= 3; hc += i; }
  /* target parallel for simd, chunks of 16. */
  short s2 = 4, hs2 = 4;
  #pragma omp target parallel for simd lastprivate(conditional: s2) schedule(static, 16) map(to: b) map(tofrom: s2)
  for (int i = 0; i < N; i++) if (b[i] % 41 == 7) s2 = (short)-i;
  for (int i = 0; i < N; i++) if (b[i] % 41 == 7) hs2 = (short)-i;
  printf("static, 7: d=%g; dynamic: c=%d; parallel for simd static, 16: s2=%d\n", d, c, s2);
  if (d != hd || c != hc || s2 != hs2) fails++;

  /* A worksharing loop of a parallel region beside code. */
  int q = -5, qseen = 0;
  #pragma omp target map(to: b) map(tofrom: q, qseen)
  {
    q = -6;
    #pragma omp parallel num_threads(4)
    {
      #pragma omp for lastprivate(conditional: q) schedule(dynamic, 11)
      for (int i = 0; i < N; i++) if (b[i] % 83 == 4) q = i;
      #pragma omp single
      qseen = q + 1;
    }
    q *= 2;
  }
  int hq = -6;
  for (int i = 0; i < N; i++) if (b[i] % 83 == 4) hq = i;
  printf("parallel region, dynamic, 11: q=%d seen=%d\n", q, qseen);
  if (q != 2 * hq || qseen != hq + 1) fails++;

  if (fails) {
    printf("FAIL lastprivate_conditional_spec (%d)\n", fails);
    return 1;
  }
  printf("PASS lastprivate_conditional_spec\n");
  return 0;
}
