/* Written by hand for tools/difftest -file (docs/difftest.md), the part
 * of tests/e2e/testdata/elemsections.c that clang-19 computes right:
 * pointee sections of pointer members of array elements (a run-time
 * subscript, beside a section of the structs, several elements on target
 * data), a chain through a member, and an array of structs whose pointer
 * members are entered one element at a time. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#define N 8
typedef struct { int n; double *p; } V;
typedef struct { double *q; int k; } In;
typedef struct { In *in; double w; } Out;
int main(void) {
  double b0[N], b1[N], b2[N];
  V s[3] = {{N, b0}, {N, b1}, {N, b2}};
  for (int i = 0; i < N; i++) b0[i] = i, b1[i] = 10 + i, b2[i] = 20 + i;
  int i1 = 1, n = N;
  /* a: one element's pointee section */
#pragma omp target map(tofrom: s[i1].p[0:n])
  for (int j = 0; j < N; j++) s[1].p[j] += 100;
  printf("a: %g %g %g\n", b0[1], b1[1], b2[1]);
  /* b: a section of the structs beside one element's pointee */
#pragma omp target map(to: s[0:2]) map(tofrom: s[1].p[0:n])
  for (int j = 0; j < N; j++) s[1].p[j] += s[0].n;
  printf("b: %g %g\n", b1[2], b0[2]);
  /* b2: the same on target data around a region */
#pragma omp target data map(to: s[0:3]) map(tofrom: s[2].p[0:n], s[0].p[0:n])
  {
#pragma omp target
    for (int j = 0; j < N; j++) { s[2].p[j] += 1; s[0].p[j] += 2; }
  }
  printf("b2: %g %g %g\n", b0[3], b1[3], b2[3]);
  /* c: a pointer chain */
  double qv[N];
  for (int i = 0; i < N; i++) qv[i] = i;
  In in = {qv, 3};
  Out o = {&in, 1.5};
#pragma omp target map(tofrom: o.in->q[0:n])
  for (int j = 0; j < N; j++) o.in->q[j] *= 2;
  printf("c: %g %g\n", qv[1], qv[7]);
  /* d: array of structs whose members are pointers, entered one by one */
  V *arr = malloc(3 * sizeof(V));
  double *store = malloc(3 * N * sizeof(double));
  for (int e = 0; e < 3; e++) {
    arr[e].n = N;
    arr[e].p = store + e * N;
    for (int j = 0; j < N; j++) arr[e].p[j] = e * 100 + j;
  }
#pragma omp target enter data map(to: arr[0:3])
  for (int e = 0; e < 3; e++) {
#pragma omp target enter data map(to: arr[e].p[0:N])
  }
#pragma omp target teams distribute parallel for
  for (int e = 0; e < 3; e++)
    for (int j = 0; j < arr[e].n; j++) arr[e].p[j] += 0.5;
  for (int e = 0; e < 3; e++) {
#pragma omp target exit data map(from: arr[e].p[0:N])
  }
#pragma omp target exit data map(release: arr[0:3])
  printf("d: %g %g %g present=%d\n", arr[0].p[1], arr[1].p[2], arr[2].p[7], omp_target_is_present(arr, 0));
  return 0;
}
