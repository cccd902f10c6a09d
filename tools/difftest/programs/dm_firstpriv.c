/* Written by hand for tools/difftest -file (docs/difftest.md): firstprivate/private of scalars, arrays and structs; implicit rules and defaultmap. */
#include <stdio.h>
struct S { int a; double b[3]; };
int main(void) {
  int x = 5; double arr[4] = {1, 2, 3, 4}; struct S s = {7, {0.5, 1.5, 2.5}};
  int out[4] = {0};
  #pragma omp target firstprivate(x, arr, s) map(from: out)
  {
    x += 1; arr[0] += 10; s.a *= 2; s.b[1] = 9;
    out[0] = x; out[1] = (int)arr[0]; out[2] = s.a; out[3] = (int)(s.b[1] + s.b[2]);
  }
  printf("%d %d %d %d | %d %g %d %g\n", out[0], out[1], out[2], out[3], x, arr[0], s.a, s.b[1]);
  int p = 3;
  #pragma omp target private(p) map(from: out[0:1])
  { p = 42; out[0] = p; }
  printf("%d %d\n", out[0], p);
  /* implicit scalars are firstprivate */
  int q = 11;
  #pragma omp target map(from: out[0:1])
  { q++; out[0] = q; }
  printf("%d %d\n", out[0], q);
  /* defaultmap tofrom scalar */
  int r = 11;
  #pragma omp target defaultmap(tofrom: scalar)
  { r++; }
  printf("r %d\n", r);
  /* struct implicitly tofrom */
  struct S t = {1, {1, 1, 1}};
  #pragma omp target
  { t.a = 77; t.b[2] = 3; }
  printf("t %d %g\n", t.a, t.b[2]);
  /* defaultmap firstprivate aggregate */
  struct S u = {1, {1, 1, 1}};
  #pragma omp target defaultmap(firstprivate: aggregate) map(from: out[0:1])
  { u.a = 77; out[0] = u.a + 1; }
  printf("u %d %d\n", u.a, out[0]);
  int arr2[3] = {1, 2, 3};
  #pragma omp target defaultmap(to: aggregate)
  { arr2[0] = 100; }
  printf("arr2 %d\n", arr2[0]);
  return 0;
}
