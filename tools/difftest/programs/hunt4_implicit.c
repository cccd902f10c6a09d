/* Written by hand for tools/difftest -file (docs/difftest.md): implicit data-sharing and mapping: scalars firstprivate, arrays and structs tofrom, pointers to a present section at an offset and into a mapped array, a pointer to a struct entered with enter data, defaultmap(tofrom: scalar) and a scalar present through a data region. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int a; double b[3]; } Rec;
static int sum_i(const int *v, int n) { int s = 0; for (int i = 0; i < n; i++) s += v[i]; return s; }
int main(void) {
  int dev = omp_get_default_device();
  int n = 8, k = 3;
  int arr[8];
  int *p = malloc(8 * sizeof(int));
  Rec rc = {1, {0.5, 1.5, 2.5}};
  Rec recs[2] = {{2, {1, 2, 3}}, {3, {4, 5, 6}}};
  double dd = 0.25;
  for (int i = 0; i < 8; i++) { arr[i] = i; p[i] = 10 * i; }
  /* scalars: firstprivate; arrays and structs: tofrom */
#pragma omp target
  {
    k = k * 2;           /* firstprivate: host keeps 3 */
    dd += 1;
    for (int i = 0; i < n; i++) arr[i] += k;
    rc.a += 10; rc.b[1] *= 4;
    recs[1].b[2] = recs[0].a + k;
  }
  printf("k=%d dd=%g arr:", k, dd); for (int i = 0; i < 8; i++) printf(" %d", arr[i]); printf("\n");
  printf("rc %d %g %g %g recs %g\n", rc.a, rc.b[0], rc.b[1], rc.b[2], recs[1].b[2]);
  /* a pointer used implicitly finds its pointee present through an enclosing data region, with an offset section */
#pragma omp target data map(tofrom: p[2:4])
  {
#pragma omp target
    for (int i = 2; i < 6; i++) p[i] += 1000;
    printf("inside p3=%d\n", p[3]);
  }
  printf("p:"); for (int i = 0; i < 8; i++) printf(" %d", p[i]); printf("\n");
  /* pointer to an element inside a mapped array */
  int *mid = &arr[4];
#pragma omp target data map(tofrom: arr)
  {
#pragma omp target
    { mid[0] = -1; mid[1] = -2; mid[-1] = -3; }
  }
  printf("arr:"); for (int i = 0; i < 8; i++) printf(" %d", arr[i]); printf("\n");
  /* a pointer to a struct mapped by enter data */
  Rec *rp = &rc;
#pragma omp target enter data map(to: rc)
#pragma omp target
  { rp->a = 77; rp->b[0] = sum_i(arr, 8); }
#pragma omp target exit data map(from: rc)
  printf("rc %d %g\n", rc.a, rc.b[0]);
  /* scalar with defaultmap(tofrom) and scalar present in a data region */
  int cnt = 1;
#pragma omp target defaultmap(tofrom: scalar)
  cnt += 5;
  printf("cnt=%d\n", cnt);
#pragma omp target data map(tofrom: cnt)
  {
#pragma omp target
    cnt += 100;                 /* firstprivate: the device copy of the data region is not used */
#pragma omp target map(tofrom: cnt)
    cnt += 1000;
  }
  printf("cnt=%d\n", cnt);
  free(p);
  return 0;
}
