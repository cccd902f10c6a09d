/* Written by hand for tools/difftest -file (docs/difftest.md): a struct with a flexible array member: sections of the member beside scalar members, in a data region, and through a plain pointer to it. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double scale; double d[]; } F;
int main(void) {
  int n = 5;
  F *f = malloc(sizeof(F) + n * sizeof(double));
  f->n = n; f->scale = 2;
  for (int i = 0; i < n; i++) f->d[i] = i;
#pragma omp target data map(tofrom: f->d[1:3], f->n)
  {
#pragma omp target
    for (int i = 1; i < 4; i++) f->d[i] += f->n;
  }
  printf("d:"); for (int i = 0; i < n; i++) printf(" %g", f->d[i]); printf("\n");
  double *raw = (double *)f->d;
#pragma omp target map(tofrom: raw[0:n])
  for (int i = 0; i < n; i++) raw[i] = -raw[i];
  printf("d:"); for (int i = 0; i < n; i++) printf(" %g", f->d[i]); printf("\n");
#pragma omp target map(to: f->n, f->scale) map(tofrom: f->d[0:n])
  for (int i = 0; i < f->n; i++) f->d[i] *= f->scale;
  printf("d1:"); for (int i = 0; i < n; i++) printf(" %g", f->d[i]); printf("\n");
  free(f);
  return 0;
}
