/* A declare target link pointer: its own map (target enter data
 * map(to: lp)) gives it a device copy the link pointer reaches, and maps
 * of its pointee (enter data, target data, a target region's map) attach
 * that copy, so declare target functions reading lp reach the mapped
 * section. clang-19's program crashes on these (docs/difftest.md); the
 * results are checked against OpenMP's here. */
#include <stdio.h>
#include <stdlib.h>

double *lp;
#pragma omp declare target link(lp)

#pragma omp declare target
double lpsum(int n) { double s = 0; for (int i = 0; i < n; i++) s += lp[i]; return s; }
#pragma omp end declare target

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  double r = 0, q = 0;
  lp = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) lp[i] = i + 0.5;
  #pragma omp target enter data map(to: lp)
  #pragma omp target enter data map(to: lp[0:4])
  #pragma omp target map(from: r)
  r = lpsum(4);
  bad += check("sum through the link pointer", r, 8);
  #pragma omp target data map(tofrom: lp[0:4])
  {
    #pragma omp target map(from: r)
    { lp[0] = 100; r = lpsum(4); }
  }
  bad += check("sum after a write", r, 107.5);
  bad += check("present before: not copied back", lp[0], 0.5);
  #pragma omp target exit data map(from: lp[0:4])
  bad += check("copied back", lp[0], 100);
  #pragma omp target map(tofrom: lp[0:4]) map(from: r, q)
  { r = lp[2]; q = lpsum(4); lp[1] = 9; }
  bad += check("region's own pointer", r, 2.5);
  bad += check("function through the link", q, 107.5);
  bad += check("lp[1] back", lp[1], 9);
  #pragma omp target exit data map(delete: lp)
  printf("r %g q %g lp %g %g\n", r, q, lp[0], lp[1]);
  if (bad) return 1;
  printf("PASS linkpointer\n");
  return 0;
}
