/* Written by hand for tools/difftest -file (docs/difftest.md): declare target structs and arrays of structs: the pointee of a pointer member mapped with attach, array members updated, elements updated, a declare target pointer whose pointee is entered. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *p; double fixed[3]; } G;
G gs = {0, 0, {1, 2, 3}};
G garr[2];
double *gptr;
#pragma omp declare target to(gs, garr, gptr)
int main(void) {
  int dev = omp_get_default_device();
  double *buf = malloc(4 * sizeof(double));
  for (int i = 0; i < 4; i++) buf[i] = i + 0.5;
  gs.n = 4; gs.p = buf;
  /* the struct is declare target; its pointee mapped with attach */
#pragma omp target update to(gs.n)
#pragma omp target map(tofrom: gs.p[0:4])
  for (int i = 0; i < gs.n; i++) gs.p[i] *= 2;
  printf("buf:"); for (int i = 0; i < 4; i++) printf(" %g", buf[i]); printf("\n");
  /* array member of a declare target struct */
#pragma omp target
  for (int i = 0; i < 3; i++) gs.fixed[i] += 10;
  printf("host fixed %g\n", gs.fixed[0]);
#pragma omp target update from(gs.fixed[1:2])
  printf("fixed: %g %g %g\n", gs.fixed[0], gs.fixed[1], gs.fixed[2]);
  /* declare target array of structs, elements updated */
  garr[1].n = 6; garr[1].fixed[2] = 7;
#pragma omp target update to(garr[1])
#pragma omp target
  { garr[0].n = garr[1].n * 2; garr[1].fixed[0] = garr[1].fixed[2] + 1; }
#pragma omp target update from(garr)
  printf("garr: %d %d %g %g\n", garr[0].n, garr[1].n, garr[1].fixed[0], garr[1].fixed[2]);
  /* declare target pointer: map its pointee with an enter data, then attach by map of the section */
  gptr = buf;
#pragma omp target enter data map(to: gptr[0:4])
#pragma omp target map(gptr[0:4])
  for (int i = 0; i < 4; i++) gptr[i] += 100;
#pragma omp target exit data map(from: gptr[0:4])
  printf("buf:"); for (int i = 0; i < 4; i++) printf(" %g", buf[i]); printf("\n");
  printf("present %d\n", omp_target_is_present(buf, dev));
  free(buf);
  return 0;
}
