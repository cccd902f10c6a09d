/* Written by hand as a differential test against clang-19: zero-length array sections of pointers whose pointee is present (from an offset too), absent, or inside a mapped array, on target constructs, data directives and target update. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int dev = omp_get_default_device();
  int *p = malloc(12 * sizeof(int));
  double *q = malloc(6 * sizeof(double));
  for (int i = 0; i < 12; i++) p[i] = i;
  for (int i = 0; i < 6; i++) q[i] = i * 0.5;
  int n0 = 0;
  /* zero-length section of something not mapped: nothing moves, the region does not touch it */
  int cnt = 0;
#pragma omp target map(tofrom: p[0:0]) map(tofrom: cnt)
  cnt = 1;
  printf("cnt=%d present=%d\n", cnt, omp_target_is_present(p, dev));
  /* present pointee: a zero-length section gives the device address */
#pragma omp target enter data map(to: p[0:12])
#pragma omp target map(tofrom: p[0:0])
  for (int i = 0; i < 12; i++) p[i] += 100;
  printf("host p3 before exit %d\n", p[3]);
#pragma omp target map(p[3:0])
  p[3] = -3;
  /* zero-length with a variable length, inside the array */
#pragma omp target map(tofrom: p[5:n0])
  p[5] = -5;
#pragma omp target exit data map(from: p[0:12])
  printf("p:"); for (int i = 0; i < 12; i++) printf(" %d", p[i]); printf("\n");
  /* a section mapped with an offset, a zero-length section inside it */
#pragma omp target enter data map(to: q[2:3])
#pragma omp target map(q[3:0])
  { q[2] += 10; q[4] += 20; }
#pragma omp target update from(q[2:3])
  printf("q:"); for (int i = 0; i < 6; i++) printf(" %g", q[i]); printf("\n");
  /* zero-length update does nothing */
  q[3] = 99;
#pragma omp target update to(q[3:0])
#pragma omp target update from(q[2:3])
  printf("q3=%g\n", q[3]);
#pragma omp target exit data map(release: q[2:3])
  /* zero-length on enter/exit data of a non-present pointer */
#pragma omp target enter data map(to: q[0:0])
  printf("q present %d\n", omp_target_is_present(q, dev));
#pragma omp target exit data map(from: q[0:0])
  /* zero-length section of an array with present array */
  int arr[4] = {1, 2, 3, 4};
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target map(tofrom: arr[1:0])
    arr[2] = 30;
  }
  printf("arr %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
  free(p); free(q);
  printf("PASS hunt4_zerolen\n");
  return 0;
}
