/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap behaviours and categories. */
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int x = 3; double a[8]; double *p = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; i++) { a[i] = i; p[i] = 10 * i; }
  #pragma omp target defaultmap(tofrom: scalar)
  { x += 4; a[0] = 99; }
  printf("1: x %d a0 %g\n", x, a[0]);
  #pragma omp target defaultmap(firstprivate: scalar) defaultmap(to: aggregate)
  { x += 100; a[1] = -1; }
  printf("2: x %d a1 %g\n", x, a[1]);
  #pragma omp target enter data map(to: p[0:8])
  #pragma omp target defaultmap(default: pointer)
  { p[2] = 7; }
  #pragma omp target exit data map(from: p[0:8])
  printf("3: p2 %g\n", p[2]);
  int y = 1;
  #pragma omp target defaultmap(from: scalar) map(to: x)
  { y = x * 2; }
  printf("4: y %d\n", y);
  #pragma omp target enter data map(to: a)
  a[3] = 55;
  #pragma omp target defaultmap(present: aggregate) map(from: y)
  { y = (int)a[3]; a[4] = 44; }
  printf("5: y %d a4 %g\n", y, a[4]);
  #pragma omp target exit data map(from: a)
  printf("6: a3 %g a4 %g\n", a[3], a[4]);
  int z = 5;
  #pragma omp target defaultmap(none) map(tofrom: z)
  { z *= 3; }
  printf("7: z %d\n", z);
  #pragma omp target defaultmap(alloc: aggregate) defaultmap(tofrom: scalar)
  { a[5] = 1; x = 1; }
  printf("8: x %d a5 %g\n", x, a[5]);
  struct { int u; double v[2]; } st = { 1, {2, 3} };
  #pragma omp target defaultmap(firstprivate: aggregate) map(from: y)
  { st.u = 77; st.v[1] = 9; y = st.u + (int)st.v[0]; }
  printf("9: st %d %g y %d\n", st.u, st.v[1], y);
  return 0;
}
