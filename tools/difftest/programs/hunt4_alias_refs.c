/* Written by hand for tools/difftest -file (docs/difftest.md): reference counts of storage named through aliases: a pointer and the array, a pointer to the array, a struct member, a pointer into the middle; enter and exit in different functions. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { double *v; int n; } H;
static void open_h(H *h) {
#pragma omp target enter data map(to: h->v[0:h->n])
}
static void close_h(H *h, int copy) {
  if (copy) {
#pragma omp target exit data map(from: h->v[0:h->n])
  } else {
#pragma omp target exit data map(release: h->v[0:h->n])
  }
}
static void kern(double *x, int n, double f) {
#pragma omp target teams distribute parallel for map(present, tofrom: x[0:n])
  for (int i = 0; i < n; i++) x[i] = x[i] * f + i;
}
int main(void) {
  int dev = omp_get_default_device();
  int a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
  int *q = a;
#pragma omp target enter data map(to: q[0:8])
  printf("present via a: %d\n", omp_target_is_present(a, dev));
#pragma omp target
  for (int i = 0; i < 8; i++) a[i] += 10;
  int (*pa)[8] = &a;
#pragma omp target update from((*pa)[2:3])
  printf("a:"); for (int i = 0; i < 8; i++) printf(" %d", a[i]); printf("\n");
#pragma omp target exit data map(from: a)
  printf("a:"); for (int i = 0; i < 8; i++) printf(" %d", a[i]); printf(" present %d\n", omp_target_is_present(q, dev));
  H h; h.n = 5; h.v = malloc(5 * sizeof(double));
  for (int i = 0; i < 5; i++) h.v[i] = 1;
  open_h(&h);
  open_h(&h);
  double *alias = h.v + 1;
  kern(alias, 3, 2.0);
  close_h(&h, 1);
  printf("after first close:"); for (int i = 0; i < 5; i++) printf(" %g", h.v[i]); printf(" present %d\n", omp_target_is_present(h.v, dev));
  kern(h.v, 5, 3.0);
  close_h(&h, 1);
  printf("after second close:"); for (int i = 0; i < 5; i++) printf(" %g", h.v[i]); printf(" present %d\n", omp_target_is_present(h.v, dev));
  open_h(&h);
  kern(h.v, 2, 0.5);
  close_h(&h, 0);
  printf("after release:"); for (int i = 0; i < 5; i++) printf(" %g", h.v[i]); printf("\n");
  free(h.v);
  return 0;
}
