/* Written by hand for tools/difftest -file: atomic update, capture and
 * compare on narrow, wide, unsigned and floating types in target
 * regions of many threads. Every value printed is fixed by OpenMP. */
#include <stdio.h>

#define N 64

int main(void) {
  unsigned char uc = 250, ucx = 0x0f, ucmax = 0;
  signed char sc = -100;
  short sh = 30000, shmin = 32767;
  unsigned short us = 65530;
  long l = -5;
  unsigned long ul = 0;
  long long ll = 1LL << 40;
  float f = 0.25f, fmax = -1.0f;
  double d = 1.0, dmin = 1e9;
  int cap_uc[N], cap_sh[N];
#pragma omp target teams distribute parallel for num_teams(2) map(tofrom: uc, ucx, ucmax, sc, sh, shmin, us, l, ul, ll, f, fmax, d, dmin, cap_uc, cap_sh)
  for (int i = 0; i < N; i++) {
    unsigned char ov;
#pragma omp atomic capture
    ov = uc++;
    cap_uc[i] = ov;
#pragma omp atomic
    ucx ^= (unsigned char)(1u << (i % 8));
#pragma omp atomic compare
    if (ucmax < (unsigned char)(i * 3 + 50)) { ucmax = (unsigned char)(i * 3 + 50); }
#pragma omp atomic
    sc -= 3;
    short os;
#pragma omp atomic capture
    { os = sh; sh += 1000; }
    cap_sh[i] = os;
#pragma omp atomic compare
    shmin = shmin > (short)(i * 100 - 3000) ? (short)(i * 100 - 3000) : shmin;
#pragma omp atomic update
    us += 7;
#pragma omp atomic
    l *= (i % 16 == 0) ? -2 : 1;
#pragma omp atomic
    ul |= 1UL << (i % 63);
#pragma omp atomic
    ll -= i;
#pragma omp atomic
    f += 0.5f;
#pragma omp atomic compare
    if (fmax < (float)(i % 13)) { fmax = (float)(i % 13); }
#pragma omp atomic
    d *= (i % 32 == 5) ? 2.0 : 1.0;
#pragma omp atomic compare
    dmin = dmin > i * 0.5 - 7 ? i * 0.5 - 7 : dmin;
  }
  long sumuc = 0, sumsh = 0;
  for (int i = 0; i < N; i++) { sumuc += cap_uc[i]; sumsh += cap_sh[i]; }
  printf("uc %u ucx %u ucmax %u sc %d sh %d shmin %d us %u\n", uc, ucx, ucmax, sc, sh, shmin, us);
  printf("l %ld ul %lx ll %lld f %g fmax %g d %g dmin %g\n", l, ul, ll, f, fmax, d, dmin);
  printf("captures uc %ld sh %ld\n", sumuc, sumsh);
  return 0;
}
