/* Declare target pointers whose pointees the program maps: target
 * enter data and target data attach the device's copy of the pointer
 * (so kernels and declare target functions that read it reach the
 * mapped section), a target region's map does too, and a pointer member
 * of a declare target struct. */
#include <stdio.h>
#include <stdlib.h>

double *gp;
int gn;
#pragma omp declare target(gp, gn)

#pragma omp declare target
double *gq;
int gm = 5;
typedef struct { int n; double *v; } Buf;
Buf gb;
static double sumq(void) { double s = 0; for (int i = 0; i < gm; i++) s += gq[i]; return s; }
static double sumb(void) { double s = 0; for (int i = 0; i < gb.n; i++) s += gb.v[i]; return s; }
static double twice(int i) { return 2 * gp[i]; }
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
  gn = 6;
  gp = malloc(gn * sizeof(double));
  for (int i = 0; i < gn; i++) gp[i] = i;
  #pragma omp target update to(gn)
  #pragma omp target enter data map(to: gp[0:gn])
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < gn; i++) gp[i] = twice(i) + 1;
  bad += check("gp on the host", gp[5], 5);
  #pragma omp target exit data map(from: gp[0:gn])
  bad += check("gp back", gp[5], 11);

  gq = malloc(gm * sizeof(double));
  for (int i = 0; i < gm; i++) gq[i] = i + 1;
  double r = 0;
  #pragma omp target map(tofrom: gq[0:gm]) map(from: r)
  { gq[0] = 10; r = sumq(); }
  bad += check("region map", r, 24);
  #pragma omp target data map(tofrom: gq[0:gm])
  {
    #pragma omp target map(from: r)
    { gq[1] = 20; r = sumq(); }
    bad += check("target data", r, 42);
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < gm; i++) gq[i] *= 2;
  }
  bad += check("gq[1]", gq[1], 40);
  bad += check("gq[4]", gq[4], 10);

  gb.n = 3; gb.v = malloc(3 * sizeof(double));
  for (int i = 0; i < 3; i++) gb.v[i] = 100 * i;
  #pragma omp target update to(gb)
  #pragma omp target enter data map(to: gb.v[0:gb.n])
  #pragma omp target map(from: r)
  { gb.v[2] += 1; r = sumb(); }
  #pragma omp target exit data map(from: gb.v[0:gb.n])
  bad += check("member", r, 301);
  bad += check("member back", gb.v[2], 201);
  printf("gp %g gq %g gb %g\n", gp[3], gq[2], gb.v[1]);
  if (bad) return 1;
  printf("PASS dtpointer\n");
  return 0;
}
