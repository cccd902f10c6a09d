/* Written by hand for tools/difftest -file (docs/difftest.md): section bounds, if and device evaluated once at the start of target data. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
static int calls = 0;
static int len_of(int n) { calls++; return n; }
int main(void) {
  int n = 8;
  double *p = malloc(16 * sizeof(double)), *q = malloc(16 * sizeof(double));
  for (int i = 0; i < 16; i++) { p[i] = i; q[i] = -i; }
  double *orig = p;
  #pragma omp target data map(tofrom: p[0:n])
  {
    #pragma omp target
    for (int i = 0; i < 8; i++) p[i] += 100;
    n = 16;
    p = q;
  }
  printf("orig[1]=%g orig[7]=%g orig[8]=%g q[1]=%g n=%d\n", orig[1], orig[7], orig[8], q[1], n);
  p = orig;
  int k = 2;
  #pragma omp target data map(tofrom: p[k:len_of(4)])
  {
    k = 10;
    #pragma omp target
    for (int i = 2; i < 6; i++) p[i] *= 2;
  }
  printf("p[2]=%g p[5]=%g p[6]=%g calls=%d\n", p[2], p[5], p[6], calls);
  int dev = 0;
  #pragma omp target data map(tofrom: p[0:4]) device(dev)
  {
    dev = 5;
    #pragma omp target device(0)
    p[0] = 55;
  }
  printf("p[0]=%g\n", p[0]);
  /* if clause evaluated once */
  int use = 1;
  #pragma omp target data map(tofrom: q[0:2]) if(use)
  {
    use = 0;
    #pragma omp target map(tofrom: q[0:2])
    q[1] = 77;
    printf("in q[1]=%g\n", q[1]);
  }
  printf("q[1]=%g\n", q[1]);
  free(orig); free(q);
  return 0;
}
