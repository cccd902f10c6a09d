/* Written by hand for tools/difftest -file (docs/difftest.md): unions, bit-fields, char and short arrays in mapped structs; firstprivate struct. */
#include <stdio.h>
#include <string.h>
union u { int i; float f; unsigned char b[4]; };
struct flags { unsigned a : 3; unsigned b : 5; int c; };
typedef struct { union u val; struct flags fl; short sh[3]; char name[8]; } item_t;
int main(void) {
  item_t it[4];
  memset(it, 0, sizeof(it));
  for (int k = 0; k < 4; k++) { it[k].val.i = k; it[k].fl.a = k; it[k].fl.b = 2 * k; it[k].fl.c = -k; it[k].sh[1] = (short)(k * 3); strcpy(it[k].name, "abc"); it[k].name[0] += k; }
  #pragma omp target teams distribute parallel for map(tofrom: it)
  for (int k = 0; k < 4; k++) {
    it[k].val.b[0] += 1;
    it[k].fl.a = (it[k].fl.a + 5) & 7;
    it[k].fl.b += 1;
    it[k].fl.c *= 10;
    it[k].sh[2] = it[k].sh[1] + it[k].fl.b;
    it[k].name[1] = 'z';
  }
  for (int k = 0; k < 4; k++) printf("%d %u %u %d %d %s\n", it[k].val.i, it[k].fl.a, it[k].fl.b, it[k].fl.c, it[k].sh[2], it[k].name);
  union u g = { .f = 1.5f };
  #pragma omp target map(tofrom: g)
  g.f *= 2;
  printf("%g\n", g.f);
  item_t one = it[2];
  #pragma omp target firstprivate(one) map(from: g)
  { one.fl.c += 1; g.i = one.fl.c + one.fl.b; }
  printf("%d %d\n", g.i, one.fl.c);
  return 0;
}
