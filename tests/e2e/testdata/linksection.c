/* A declare target link array entered by a section: declare target
 * functions reach the section through the link pointer, and a region
 * that references the array without a clause maps it implicitly over
 * the present section (an implicit map may extend it; clang-19 computes
 * the same). Also declare target 2-D globals updated by rows and a
 * region mapping a pointer member of a declare target struct. */
#include <stdio.h>
#include <stdlib.h>
#define N 6
#define M 4
double lk[16];
double g2[N][M];
typedef struct { int n; double *v; double s; } Buf;
Buf gb;
#pragma omp declare target link(lk)
#pragma omp declare target(g2, gb)
#pragma omp declare target
double lsum(int lo, int hi) { double s = 0; for (int i = lo; i < hi; i++) s += lk[i]; return s; }
double rowsum(int r) { double s = 0; for (int j = 0; j < M; j++) s += g2[r][j]; return s; }
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
  for (int i = 0; i < 16; i++) lk[i] = i;
  double r = 0;
  #pragma omp target enter data map(to: lk[4:8])
  #pragma omp target map(from: r)
  r = lsum(4, 12);
  bad += check("lsum", r, 60);
  #pragma omp target map(from: r)
  { lk[5] = 100; r = lk[4] + lk[11]; }
  bad += check("implicit over the section", r, 15);
  bad += check("lk[5] on the host", lk[5], 5);
  #pragma omp target exit data map(from: lk[4:8])
  bad += check("lk[5] back", lk[5], 100);
  bad += check("lk[3] outside", lk[3], 3);

  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) g2[i][j] = i * 10 + j;
  #pragma omp target update to(g2[2][0:M])
  #pragma omp target update to(g2[4:2][0:M])
  #pragma omp target map(from: r)
  r = rowsum(2) + rowsum(5) + rowsum(0);
  bad += check("rows sent", r, 86 + 206 + 0);
  #pragma omp target teams distribute parallel for collapse(2)
  for (int i = 0; i < N; i++) for (int j = 0; j < M; j++) g2[i][j] += 1000;
  #pragma omp target update from(g2[1:2][0:M])
  bad += check("g2[0][0] not moved", g2[0][0], 0);
  bad += check("g2[1][3]", g2[1][3], 1000);
  bad += check("g2[2][0]", g2[2][0], 1020);

  gb.n = 4; gb.s = 0.5; gb.v = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) gb.v[i] = i;
  #pragma omp target update to(gb)
  #pragma omp target map(tofrom: gb.v[0:gb.n])
  for (int i = 0; i < gb.n; i++) gb.v[i] += gb.s;
  bad += check("gb.v[3]", gb.v[3], 3.5);
  printf("lk %g %g g2 %g gb %g\n", lk[4], lk[11], g2[2][3], gb.v[0]);
  if (bad) return 1;
  printf("PASS linksection\n");
  return 0;
}
