/* Written by hand for tools/difftest -file (docs/difftest.md): implicit firstprivate scalars of every width, small structs, bool and enum arrays, unions in arrays */
#include <stdio.h>
#include <stdbool.h>
#include <stdint.h>
#include <complex.h>
typedef enum { A0, A1 = 7, A2 = -3 } E;
typedef struct { char c; short s; } Small;
typedef struct { unsigned a : 1, b : 2, c : 29; } BF;
typedef union { float f; uint32_t u; } FU;
int main(void) {
  char c = -5; unsigned char uc = 250; short s = -300; unsigned short us = 65000;
  int i = -70000; unsigned u = 4000000000u; long l = -5000000000L; unsigned long long ull = 18000000000000000000ull;
  float f = 1.25f; double d = -2.5; bool b = true; E e = A2; int8_t i8 = -128; uint16_t u16 = 40000;
  Small sm = {'x', -12}; BF bf = {1, 3, 12345}; double _Complex z = 1.0 + 2.0 * I;
  int8_t *np = 0;
  long out[20];
  #pragma omp target map(from: out)
  {
    out[0] = c; out[1] = uc; out[2] = s; out[3] = us; out[4] = i; out[5] = u; out[6] = l;
    out[7] = (long)(ull / 1000); out[8] = (long)(f * 4); out[9] = (long)(d * 2); out[10] = b; out[11] = e;
    out[12] = i8; out[13] = u16; out[14] = sm.c + sm.s; out[15] = bf.a + bf.b + bf.c;
    out[16] = (long)creal(z * z); out[17] = (long)cimag(z * z); out[18] = np == 0; out[19] = sizeof(sm) + sizeof(bf);
  }
  for (int k = 0; k < 20; k++) printf("%ld ", out[k]);
  printf("\n");
  bool flags[10]; E es[6]; FU fu[4]; BF bfs[3]; Small sms[5];
  for (int k = 0; k < 10; k++) flags[k] = k & 1;
  for (int k = 0; k < 6; k++) es[k] = k % 3 == 0 ? A0 : k % 3 == 1 ? A1 : A2;
  for (int k = 0; k < 4; k++) fu[k].f = k + 0.5f;
  for (int k = 0; k < 3; k++) { bfs[k].a = k & 1; bfs[k].b = k; bfs[k].c = k * 1000; }
  for (int k = 0; k < 5; k++) { sms[k].c = 'a' + k; sms[k].s = k * 100; }
  #pragma omp target teams distribute parallel for map(tofrom: flags[2:6])
  for (int k = 2; k < 8; k++) flags[k] = !flags[k];
  #pragma omp target map(tofrom: es[1:4], fu[1:2], bfs, sms[3:2])
  {
    for (int k = 1; k < 5; k++) es[k] = es[k] == A2 ? A1 : A2;
    for (int k = 1; k < 3; k++) fu[k].u ^= 0x80000000u;
    for (int k = 0; k < 3; k++) { bfs[k].c += bfs[k].b; bfs[k].b = 3 - bfs[k].b; }
    for (int k = 3; k < 5; k++) { sms[k].c++; sms[k].s--; }
  }
  for (int k = 0; k < 10; k++) printf("%d", flags[k]);
  printf("\n");
  for (int k = 0; k < 6; k++) printf("%d ", es[k]);
  for (int k = 0; k < 4; k++) printf("%g ", fu[k].f);
  for (int k = 0; k < 3; k++) printf("%u/%u/%u ", bfs[k].a, bfs[k].b, bfs[k].c);
  for (int k = 0; k < 5; k++) printf("%c%d ", sms[k].c, sms[k].s);
  printf("\n");
  int cnt = 0;
  #pragma omp target teams distribute parallel for reduction(+: cnt) map(to: flags)
  for (int k = 0; k < 10; k++) cnt += flags[k];
  bool any = false, all = true;
  #pragma omp target teams distribute parallel for reduction(||: any) reduction(&&: all) map(to: flags)
  for (int k = 0; k < 10; k++) { any = any || flags[k]; all = all && flags[k]; }
  printf("%d %d %d\n", cnt, any, all);
  return 0;
}
