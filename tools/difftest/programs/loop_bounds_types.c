/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): loop tests and steps whose
 * types C decides: enumeration constants in bounds (int in C, also those
 * of an enumeration whose type is unsigned int) and variables of such an
 * enumeration (unsigned), _Bool and bool steps and bounds, char and
 * unsigned short steps, unsigned char and short loop variables near
 * their limits, steps of 2^28 close to INT_MAX, != tests, steps that are
 * expressions of variables.
 */
#include <stdio.h>
#include <limits.h>
#include <stdbool.h>
enum K { KA = 3, KB };
enum { STEP = 3 };
int main(void) {
  int n = 10, k = 4; _Bool one = 1; char cs = 2; unsigned short us = 3; bool pos = n > 0;
  enum K e = KA;
  long c0 = 0, c1 = 0, c2 = 0, c4 = 0, c5 = 0, c6 = 0, c7 = 0, c8 = 0, c9 = 0, c10 = 0, c11 = 0, c12 = 0, c13 = 0, c14 = 0;
  long s0 = 0, s1 = 0, s2 = 0, s4 = 0, s5 = 0, s6 = 0, s7 = 0, s8 = 0, s9 = 0, s10 = 0, s11 = 0, s12 = 0, s13 = 0, s14 = 0;
#pragma omp target teams distribute parallel for reduction(+: c0, s0)
  for (int i = 0; i < n; i += one) { c0++; s0 += i; }
#pragma omp target teams distribute parallel for reduction(+: c1, s1)
  for (int i = 0; i < (n > 0) * 10; i++) { c1++; s1 += i; }
#pragma omp target teams distribute parallel for reduction(+: c2, s2)
  for (int i = n - 1; i >= 0; i -= cs) { c2++; s2 += i; }
#pragma omp target teams distribute parallel for reduction(+: c4, s4)
  for (unsigned char ch = 250; ch < 255; ch++) { c4++; s4 += ch; }
#pragma omp target teams distribute parallel for reduction(+: c5, s5)
  for (int i = 0; i < INT_MAX - (1 << 28); i += 1 << 28) { c5++; s5 += i / 1000; }
#pragma omp target teams distribute parallel for reduction(+: c6, s6)
  for (short sv = -3; sv != 3; sv++) { c6++; s6 += sv; }
#pragma omp target teams distribute parallel for reduction(+: c7, s7)
  for (int i = -n; i <= n; i += us) { c7++; s7 += i; }
#pragma omp target teams distribute parallel for reduction(+: c8, s8)
  for (int i = 0; i < n * STEP; i += STEP) { c8++; s8 += i; }
#pragma omp target teams distribute parallel for reduction(+: c9, s9)
  for (int i = 0; i < n; i += pos + 1) { c9++; s9 += i; }
#pragma omp target teams distribute parallel for reduction(+: c10, s10)
  for (long i = k; i > -k * 3L; i -= k - 1) { c10++; s10 += i; }
#pragma omp target teams distribute parallel for reduction(+: c11, s11)
  for (int i = -5; i < KB; i++) { c11++; s11 += i; }
#pragma omp target teams distribute parallel for reduction(+: c12, s12)
  for (int i = KB; i > -KB; i--) { c12++; s12 += i; }
#pragma omp target teams distribute parallel for reduction(+: c13, s13)
  for (int i = -5; i < e; i++) { c13++; s13 += i; }
#pragma omp target parallel for reduction(+: c14, s14)
  for (long i = -7; i <= KA - 1; i += 2) { c14++; s14 += i; }
  printf("%ld %ld|%ld %ld|%ld %ld|%ld %ld|%ld %ld|%ld %ld|%ld %ld\n", c0, s0, c1, s1, c2, s2, c4, s4, c5, s5, c6, s6, c7, s7);
  printf("%ld %ld|%ld %ld|%ld %ld|%ld %ld|%ld %ld|%ld %ld|%ld %ld\n", c8, s8, c9, s9, c10, s10, c11, s11, c12, s12, c13, s13, c14, s14);
  return 0;
}
