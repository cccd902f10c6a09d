/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): scalars and a struct changed in
 * a region without a map (scalars firstprivate, the struct tofrom),
 * map(always, to:) of an array present in a data region, sections whose
 * bounds are expressions (function calls counted: each appearance
 * evaluates its bounds once), sections of a pointer moved into an
 * allocation, firstprivate and private with a host value left alone.
 */
#include <stdio.h>
#include <stdlib.h>
struct P { int n; double w; };
static int calls = 0;
static int off(int k) { calls++; return k / 2; }
int main(void) {
  int n = 12, x = 5, y = 0; double d = 1.5; struct P p = {3, 2.5};
  int a[16], b[16];
  for (int i = 0; i < 16; i++) { a[i] = i; b[i] = 100 + i; }
  int *hp = malloc(16 * sizeof(int));
  for (int i = 0; i < 16; i++) hp[i] = -i;
#pragma omp target map(tofrom: y)
  { x += 10; d *= 2; p.n += 1; y = x + (int)d + p.n; }
  printf("x=%d d=%g p.n=%d y=%d\n", x, d, p.n, y);
#pragma omp target data map(tofrom: a)
  {
    a[3] = 333;
#pragma omp target map(always, to: a)
    { a[4] += a[3]; }
#pragma omp target map(to: a)
    { a[5] = a[3]; }
#pragma omp target update from(a[n/4 : n - n/2 - 3])
  }
  printf("a3=%d a4=%d a5=%d\n", a[3], a[4], a[5]);
#pragma omp target map(tofrom: b[off(n) : n - off(n)])
  for (int i = n / 2; i < n; i++) b[i] *= 2;
  printf("calls=%d b5=%d b6=%d b11=%d b12=%d\n", calls, b[5], b[6], b[11], b[12]);
  int *q = hp + 4;
#pragma omp target map(tofrom: q[1 : 3]) map(to: n)
  for (int i = 1; i < 4; i++) q[i] += n;
  printf("hp4=%d hp5=%d hp7=%d hp8=%d\n", hp[4], hp[5], hp[7], hp[8]);
  int m = 3;
#pragma omp target teams distribute parallel for map(tofrom: hp[m * 2 : m + 1])
  for (int i = m * 2; i < m * 3 + 1; i++) hp[i] = i * i;
  printf("hp5=%d hp6=%d hp9=%d hp10=%d\n", hp[5], hp[6], hp[9], hp[10]);
  long tot = 0;
#pragma omp target map(tofrom: tot) firstprivate(x) private(y)
  { y = 7; x *= 2; tot = x + y; }
  printf("tot=%ld x=%d y=%d\n", tot, x, y);
  free(hp);
  return 0;
}
