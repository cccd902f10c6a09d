/* Parenthesized dereferences in map and motion clauses: (*p)[lo:n] of a
   pointer to an array is p[0][lo:n], (*s).x of a pointer to a struct is
   s[0].x, and (*p) alone is *p. */
#include <stdio.h>

#define N 6
typedef struct { int k; double v[3]; } S;

int main(void) {
  double arr[N], want[N];
  int bad = 0;
  for (int i = 0; i < N; i++) arr[i] = want[i] = i;
  double (*p)[N] = &arr;

  #pragma omp target map(tofrom: (*p)[0:N])
  for (int i = 0; i < N; i++) (*p)[i] *= 2;
  for (int i = 0; i < N; i++) want[i] *= 2;

  #pragma omp target data map(to: (*p))
  {
    #pragma omp target
    for (int i = 4; i < N; i++) (*p)[i] += 100;
    #pragma omp target update from((*p)[4:2])
  }
  want[4] += 100; want[5] += 100;

  #pragma omp target enter data map(to: (*p)[1:3])
  #pragma omp target
  (*p)[2] = 42;
  #pragma omp target exit data map(from: (*p)[1:3])
  want[2] = 42;

  for (int i = 0; i < N; i++) {
    printf("%g ", arr[i]);
    if (arr[i] != want[i]) bad = 1;
  }
  printf("\n");

  S s = {3, {0.5, 1.5, 2.5}}, *sp = &s;
  #pragma omp target map(tofrom: (*sp).k, (*sp).v[1:2])
  { (*sp).k *= 7; sp->v[2] = sp->k; }
  #pragma omp target map(tofrom: (*sp))
  { sp->v[0] = -sp->k; }
  printf("%d %g %g %g\n", s.k, s.v[0], s.v[1], s.v[2]);
  if (s.k != 21 || s.v[0] != -21 || s.v[1] != 1.5 || s.v[2] != 21) bad = 1;

  if (bad) { printf("FAIL parenderef\n"); return 1; }
  printf("PASS parenderef\n");
  return 0;
}
