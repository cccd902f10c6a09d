/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): reductions over narrow and
 * wide integer types whose values cross the sign bit or wrap (unsigned
 * char above 127, negative signed char, unsigned short sums that wrap,
 * _Bool, unsigned long long xor), on teams, nested and simd levels. */
#include <stdio.h>
#include <stdbool.h>

#define N 300

int main(void) {
  unsigned char uc[N];
  signed char sc[N];
  unsigned short us[N];
  unsigned long long ul[N];
  for (int i = 0; i < N; i++) {
    uc[i] = (unsigned char)(i * 37 + 5);
    sc[i] = (signed char)(i * 29 - 100);
    us[i] = (unsigned short)(i * 1000 + 7);
    ul[i] = 0x9E3779B97F4A7C15ULL * (unsigned long long)(i + 1);
  }
  unsigned char ucmax = 0, ucmin = 255;
  signed char scmin = 127, scmax = -128;
  unsigned short ussum = 0;
  unsigned long long ulx = 0, ulmax = 0;
  bool anyneg = false, allpos = true;
  short ssum = 0;
#pragma omp target teams distribute parallel for map(to: uc, sc, us, ul) \
    reduction(max: ucmax, scmax, ulmax) reduction(min: ucmin, scmin) reduction(+: ussum, ssum) \
    reduction(^: ulx) reduction(||: anyneg) reduction(&&: allpos)
  for (int i = 0; i < N; i++) {
    ucmax = uc[i] > ucmax ? uc[i] : ucmax;
    ucmin = uc[i] < ucmin ? uc[i] : ucmin;
    scmin = sc[i] < scmin ? sc[i] : scmin;
    scmax = sc[i] > scmax ? sc[i] : scmax;
    ussum += us[i];
    ssum += sc[i];
    ulx ^= ul[i];
    ulmax = ul[i] > ulmax ? ul[i] : ulmax;
    anyneg = anyneg || sc[i] < 0;
    allpos = allpos && uc[i] > 0;
  }
  printf("combined: %u %u %d %d %u %d %llx %llx %d %d\n", ucmax, ucmin, scmin, scmax, ussum, ssum, ulx, ulmax, anyneg, allpos);
  unsigned char m2 = 0;
  unsigned short s2 = 0;
#pragma omp target map(to: uc, us) map(tofrom: m2, s2)
  {
#pragma omp parallel for simd reduction(max: m2) reduction(+: s2)
    for (int i = 0; i < N; i++) {
      m2 = uc[i] > m2 ? uc[i] : m2;
      s2 += us[i];
    }
  }
  printf("nested: %u %u\n", m2, s2);
  printf("PASS hunt_reduction_narrow\n");
  return 0;
}
