/* Written by hand for tools/difftest -file (docs/difftest.md): deep copy of an array of structs with pointer members, element by element */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *x; } Vec;
typedef struct { int id; Vec v; } Part;
#define NP 3
int main(void) {
  Vec *vs = malloc(NP * sizeof(Vec));
  for (int i = 0; i < NP; i++) { vs[i].n = i + 2; vs[i].x = malloc(vs[i].n * sizeof(double)); for (int j = 0; j < vs[i].n; j++) vs[i].x[j] = i * 10 + j; }
  #pragma omp target enter data map(to: vs[0:NP])
  for (int i = 0; i < NP; i++) {
    #pragma omp target enter data map(to: vs[i].x[0:vs[i].n])
  }
  #pragma omp target teams distribute
  for (int i = 0; i < NP; i++) {
    #pragma omp parallel for
    for (int j = 0; j < vs[i].n; j++) vs[i].x[j] = vs[i].x[j] * 2 + vs[i].n;
  }
  for (int i = 0; i < NP; i++) {
    #pragma omp target update from(vs[i].x[0:vs[i].n])
  }
  for (int i = 0; i < NP; i++) { for (int j = 0; j < vs[i].n; j++) printf("%g ", vs[i].x[j]); printf("\n"); }
  for (int i = 0; i < NP; i++) {
    #pragma omp target exit data map(delete: vs[i].x[0:vs[i].n])
  }
  #pragma omp target exit data map(delete: vs[0:NP])
  Part parts[NP];
  for (int i = 0; i < NP; i++) { parts[i].id = i; parts[i].v = vs[i]; }
  #pragma omp target data map(to: parts)
  {
    for (int i = 0; i < NP; i++) {
      #pragma omp target enter data map(to: parts[i].v.x[0:parts[i].v.n])
    }
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < NP; i++) parts[i].v.x[0] += 1000 * parts[i].id;
    for (int i = 0; i < NP; i++) {
      #pragma omp target exit data map(from: parts[i].v.x[0:parts[i].v.n])
    }
  }
  for (int i = 0; i < NP; i++) printf("%g %g\n", vs[i].x[0], vs[i].x[1]);
  for (int i = 0; i < NP; i++) free(vs[i].x);
  free(vs);
  return 0;
}
