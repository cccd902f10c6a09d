/* Written by hand as a differential test against clang-19: array-section bounds spelled with a character literal and a conditional, sizeof, object-like and function-like macros, shifts, unary operators, members and elements of other arrays. */
#include <omp.h>
#include <stdio.h>
#define LO (c ? 1 : 0)
#define LEN(n) ((n) - LO)
#define SEC(a, lo, len) a[lo:len]
typedef struct { int k; int idx[3]; double *v; } Desc;
int main(int argc, char **argv) {
  int c = argc > 0;
  char ch = ':';
  int a[10], b[10];
  unsigned short us = 3;
  for (int i = 0; i < 10; i++) { a[i] = i; b[i] = 0; }
  Desc d; d.k = 2; d.idx[0] = 1; d.idx[1] = 4; d.idx[2] = 7;
  double vv[8]; d.v = vv;
  for (int i = 0; i < 8; i++) vv[i] = i * 1.5;
#pragma omp target map(tofrom: a[ch == ':' ? 2 : 0:(int)sizeof(a) / (int)sizeof(a[0]) - 4])
  for (int i = 2; i < 8; i++) a[i] += 10;
#pragma omp target map(tofrom: b[LO:LEN(10)])
  for (int i = 1; i < 10; i++) b[i] = -i;
#pragma omp target map(tofrom: a[!c:us << 1])
  for (int i = 0; i < 6; i++) a[i] *= 2;
#pragma omp target map(to: d) map(tofrom: d.v[d.idx[0]:d.idx[1] - d.idx[0]])
  for (int i = d.idx[0]; i < d.idx[1]; i++) d.v[i] += d.k;
#pragma omp target map(tofrom: b[a[0] + 1:us]) map(to: a[~0 + 1:1])
  for (int i = 1; i < 4; i++) b[i] = a[0] + 100 * i;
#pragma omp target map(tofrom: b[-(-5):(us > 2 ? 3 : 1) + 1 - 1])
  for (int i = 5; i < 8; i++) b[i] = 7;
  printf("a:"); for (int i = 0; i < 10; i++) printf(" %d", a[i]); printf("\n");
  printf("b:"); for (int i = 0; i < 10; i++) printf(" %d", b[i]); printf("\n");
  printf("v:"); for (int i = 0; i < 8; i++) printf(" %g", vv[i]); printf("\n");
#pragma omp target enter data map(to: a[(c ? 1 : 0) + 1:c ? 4 : 2])
  for (int i = 0; i < 10; i++) a[i] = 0;
#pragma omp target update to(a[c ? 3 : 1:c ? 1 : 0])
#pragma omp target exit data map(from: a[(c ? 1 : 0) + 1:c ? 4 : 2])
  printf("a:"); for (int i = 0; i < 10; i++) printf(" %d", a[i]); printf("\n");
  printf("PASS hunt4_section_exprs\n");
  return 0;
}
