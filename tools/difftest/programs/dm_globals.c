/* Written by hand for tools/difftest -file (docs/difftest.md): global pointers and structs used implicitly, static locals in functions, a scalar entered with enter data (firstprivate, present, defaultmap). */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
double *gptr;
int gn = 6;
struct holder { int n; double *v; } gh;
static double gsum(void) { double s = 0; for (int i = 0; i < gn; i++) s += gptr[i]; return s; }
static void bump(void) {
  static int calls = 0;
  static double acc[4] = {0, 0, 0, 0};
  calls++;
  #pragma omp target map(tofrom: acc)
  for (int i = 0; i < 4; i++) acc[i] += calls;
  printf("calls=%d acc=%g %g\n", calls, acc[0], acc[3]);
}
int main(void) {
  gptr = malloc(gn * sizeof(double));
  for (int i = 0; i < gn; i++) gptr[i] = i;
  #pragma omp target enter data map(to: gptr[0:gn])
  #pragma omp target
  for (int i = 0; i < gn; i++) gptr[i] *= 10;
  printf("host sum %g\n", gsum());
  #pragma omp target update from(gptr[0:gn])
  printf("upd sum %g present(gptr+5)=%d\n", gsum(), omp_target_is_present(gptr + 5, 0));
  #pragma omp target exit data map(release: gptr[0:gn])
  gh.n = 3; gh.v = gptr;
  #pragma omp target map(to: gh) map(tofrom: gh.v[0:3])
  for (int i = 0; i < gh.n; i++) gh.v[i] = -i;
  printf("gh %g %g %g %g\n", gptr[0], gptr[1], gptr[2], gptr[3]);
  bump(); bump();
  int x = 1, y = 0;
  #pragma omp target enter data map(to: x)
  x = 5;
  #pragma omp target map(from: y)
  y = x;
  printf("firstprivate from host y=%d\n", y);
  #pragma omp target map(tofrom: x) map(from: y)
  { y = x; x = 7; }
  printf("present y=%d x=%d\n", y, x);
  #pragma omp target defaultmap(tofrom: scalar) map(from: y)
  { y = x; }
  printf("defaultmap present y=%d\n", y);
  #pragma omp target exit data map(from: x)
  printf("x=%d\n", x);
  free(gptr);
  return 0;
}
