/* A pointer dereference '*p' as a map and motion list item: the storage
 * p points to, as the section p[0:1]. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int bad = 0;
  int v = 3, w = 4;
  int *pv = &v, *pw = &w;
  #pragma omp target map(tofrom: *pv) map(to: *pw)
  { *pv = *pv * 10 + *pw; *pw = 0; }
  if (v != 34 || w != 4) { printf("FAIL region: v=%d w=%d\n", v, w); bad++; }

  double *d = malloc(4 * sizeof(double));
  d[0] = 1.5;
  #pragma omp target enter data map(to: *d)
  d[0] = -1;
  #pragma omp target
  { d[0] += 2; }
  if (d[0] != -1) { printf("FAIL present: %g\n", d[0]); bad++; }
  #pragma omp target update from(*d)
  if (d[0] != 3.5) { printf("FAIL update from: %g\n", d[0]); bad++; }
  d[0] = 10;
  #pragma omp target update to(*d)
  #pragma omp target
  { d[0] *= 2; }
  #pragma omp target exit data map(from: *d)
  if (d[0] != 20) { printf("FAIL exit: %g\n", d[0]); bad++; }
  printf("v=%d w=%d d0=%g\n", v, w, d[0]);
  free(d);
  if (bad) return 1;
  printf("PASS mapderef\n");
  return 0;
}
