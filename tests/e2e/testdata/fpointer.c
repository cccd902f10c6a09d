/* firstprivate pointers on target constructs (a clause or
   defaultmap(firstprivate)) whose pointee an enclosing data environment
   maps: the region's copy points at the pointee's device copy, as an
   implicit pointer does, so the writes through it come back at the end
   of the data region, and moving the copy leaves the host's pointer. */
#include <stdio.h>
#include <stdlib.h>
#define N 8

typedef struct { int n; double w[4]; } Cell;

int main(void) {
  double *a = malloc(N * sizeof(double));
  double ref[N];
  Cell *c = malloc(sizeof(Cell));
  int bad = 0;
  for (int i = 0; i < N; i++) a[i] = ref[i] = i;
  c->n = 3;
  for (int j = 0; j < 4; j++) c->w[j] = j;
  double *const a0 = a;
  double *mid = a + 2;

  #pragma omp target data map(tofrom: a[0:N])
  {
    #pragma omp target teams distribute parallel for firstprivate(a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    #pragma omp target firstprivate(a)
    {
      a[0] = 50;
      a = a + 1; /* the region's copy only */
      a[0] = 51;
    }
    #pragma omp target firstprivate(mid)
    for (int i = 0; i < 3; i++) mid[i] += 100;
    #pragma omp target defaultmap(firstprivate: pointer)
    { a[N - 1] = 77; }
    #pragma omp target defaultmap(firstprivate)
    { a[N - 2] = 66; }
    #pragma omp target teams num_teams(1) firstprivate(a)
    {
      double *b = a + 4;
      #pragma omp distribute parallel for
      for (int i = 0; i < 2; i++) b[i] += 0.5;
    }
  }
  for (int i = 0; i < N; i++) ref[i] *= 2;
  ref[0] = 50; ref[1] = 51;
  for (int i = 2; i < 5; i++) ref[i] += 100;
  ref[N - 1] = 77; ref[N - 2] = 66;
  ref[4] += 0.5; ref[5] += 0.5;
  if (a != a0) { printf("host pointer moved\n"); bad = 1; }
  for (int i = 0; i < N; i++) {
    printf("%g ", a[i]);
    if (a[i] != ref[i]) bad = 1;
  }
  printf("\n");

  #pragma omp target enter data map(to: c[0:1])
  #pragma omp target firstprivate(c)
  for (int j = 0; j < 4; j++) c->w[j] = c->n * j;
  #pragma omp target exit data map(from: c[0:1])
  for (int j = 0; j < 4; j++) {
    printf("%g ", c->w[j]);
    if (c->w[j] != 3.0 * j) bad = 1;
  }
  printf("\n");

  free(c);
  free(a);
  if (bad) { printf("FAIL fpointer\n"); return 1; }
  printf("PASS fpointer\n");
  return 0;
}
