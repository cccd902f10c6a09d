/* Loops whose bounds are enumeration constants: C types every
 * enumeration constant int, also those of an enumeration whose type is
 * unsigned int, so -5 < KB compares as int (and runs); a variable of that
 * enumeration is unsigned, so -5 < e compares as unsigned (and does not
 * run). The trip counts must be C's. Constants beyond int's range (a
 * GNU C extension) have their enumeration's type, unsigned int or
 * unsigned long, also in the device code. */
#include <stdio.h>

enum K { KA = 3, KB };
enum S { SNEG = -2, SPOS = 10 };
enum U { BIG = 0x80000000u };
enum L { HUGE = 0x100000000L };
enum N { NEG = -1, MAXU = 0xffffffffu };

static void wide_constants(long *r) {
  r[0] = BIG * 2;
  r[1] = sizeof(BIG) + 10 * sizeof(HUGE) + 100 * sizeof(MAXU);
  r[2] = (BIG - 0x80000001u < 0) + 10 * (HUGE - 0x200000000L < 0) + 100 * (MAXU - 0x100000000L < 0);
  r[3] = HUGE * 2 + MAXU + 1;
}

int main(void) {
  int c[6] = {0}, want[6] = {0};
  long s[6] = {0}, swant[6] = {0};
  enum K e = KA;
  int failures = 0;
  int n0 = 0, n1 = 0, n2 = 0, n3 = 0, n4 = 0, n5 = 0;
  long t0 = 0, t1 = 0, t2 = 0, t3 = 0, t4 = 0, t5 = 0;

#pragma omp target teams distribute parallel for reduction(+: n0, t0)
  for (int i = -5; i < KB; i++) { n0++; t0 += i; }
#pragma omp target teams distribute parallel for reduction(+: n1, t1)
  for (int i = KB; i > -KB; i--) { n1++; t1 += i; }
#pragma omp target teams distribute parallel for reduction(+: n2, t2)
  for (int i = -5; i < e; i++) { n2++; t2 += i; }
#pragma omp target parallel for reduction(+: n3, t3)
  for (long i = -7; i <= KA - 1; i += 2) { n3++; t3 += i; }
#pragma omp target teams distribute parallel for reduction(+: n4, t4)
  for (int i = SNEG - 3; i < SPOS; i += 3) { n4++; t4 += i; }
#pragma omp target teams distribute parallel for reduction(+: n5, t5)
  for (int i = -KB * 2; i < KB + 0u; i++) { n5++; t5 += i; }

  c[0] = n0, c[1] = n1, c[2] = n2, c[3] = n3, c[4] = n4, c[5] = n5;
  s[0] = t0, s[1] = t1, s[2] = t2, s[3] = t3, s[4] = t4, s[5] = t5;
  for (int i = -5; i < KB; i++) { want[0]++; swant[0] += i; }
  for (int i = KB; i > -KB; i--) { want[1]++; swant[1] += i; }
  for (int i = -5; i < e; i++) { want[2]++; swant[2] += i; }
  for (long i = -7; i <= KA - 1; i += 2) { want[3]++; swant[3] += i; }
  for (int i = SNEG - 3; i < SPOS; i += 3) { want[4]++; swant[4] += i; }
  for (int i = -KB * 2; i < KB + 0u; i++) { want[5]++; swant[5] += i; }
  for (int k = 0; k < 6; k++) {
    printf("loop %d: %d iterations, sum %ld\n", k, c[k], s[k]);
    if (c[k] != want[k] || s[k] != swant[k]) {
      printf("FAIL loop %d: want %d iterations, sum %ld\n", k, want[k], swant[k]);
      failures++;
    }
  }
  long rw[4], ww[4];
#pragma omp target map(from: rw)
  {
    rw[0] = BIG * 2;
    rw[1] = sizeof(BIG) + 10 * sizeof(HUGE) + 100 * sizeof(MAXU);
    rw[2] = (BIG - 0x80000001u < 0) + 10 * (HUGE - 0x200000000L < 0) + 100 * (MAXU - 0x100000000L < 0);
    rw[3] = HUGE * 2 + MAXU + 1;
  }
  wide_constants(ww);
  for (int k = 0; k < 4; k++) {
    printf("wide %d: %ld\n", k, rw[k]);
    if (rw[k] != ww[k]) {
      printf("FAIL wide %d: want %ld\n", k, ww[k]);
      failures++;
    }
  }
  if (failures)
    return 1;
  printf("PASS enumcompare\n");
  return 0;
}
