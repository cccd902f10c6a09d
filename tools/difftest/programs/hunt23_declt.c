/* Differential program (against clang-19): declare target link and to, begin declare target, target update of a declare target global. */
#include <omp.h>
#include <stdio.h>
#define N 32
double table[N];
int gcount = 0;
#pragma omp declare target link(table) to(gcount)

static double lookup(int i) { return table[i % N] * 2; }
#pragma omp declare target to(lookup)

static int nohost_fn(int x) { return x + 1000; }
#pragma omp declare target to(nohost_fn)

#pragma omp begin declare target
static int bump(void) { return ++gcount; }
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < N; i++) table[i] = i;
  double s = 0;
  int nh = 0;
#pragma omp target map(to: table) map(tofrom: s, nh)
  {
    for (int i = 0; i < 2 * N; i++) s += lookup(i);
    nh = nohost_fn(5);
    bump(); bump();
  }
  printf("s=%g nh=%d gcount host=%d\n", s, nh, gcount);
#pragma omp target update from(gcount)
  printf("gcount after update=%d\n", gcount);
  gcount = 50;
#pragma omp target update to(gcount)
  int g2 = 0;
#pragma omp target map(from: g2)
  g2 = bump();
  printf("g2=%d\n", g2);
  return 0;
}
