/* Written by hand for tools/difftest -file (docs/difftest.md): a struct with a pointer member: pointee sections, enter data then attach, update of members, arrays of structs. */
#include <stdio.h>
#include <stdlib.h>
typedef struct { int n; double *data; double scale; int tag[4]; } vec_t;
int main(void) {
  vec_t v; v.n = 10; v.scale = 2.5; v.data = malloc(10 * sizeof(double));
  for (int i = 0; i < 4; i++) v.tag[i] = i * 11;
  for (int i = 0; i < 10; i++) v.data[i] = i;
  #pragma omp target map(to: v) map(tofrom: v.data[0:v.n])
  for (int i = 0; i < v.n; i++) v.data[i] = v.data[i] * v.scale + v.tag[i % 4];
  for (int i = 0; i < 10; i++) printf("%g ", v.data[i]);
  printf("\n");
  /* enter data struct, then pointee attach */
  #pragma omp target enter data map(to: v)
  #pragma omp target enter data map(to: v.data[0:v.n])
  #pragma omp target
  for (int i = 0; i < v.n; i++) v.data[i] += 1;
  #pragma omp target update from(v.data[0:v.n])
  printf("after update %g %g\n", v.data[0], v.data[9]);
  v.scale = 9;
  #pragma omp target update to(v.scale)
  #pragma omp target map(tofrom: v.tag[1:2])
  { v.tag[1] = (int)v.scale; v.tag[2] = v.n; }
  printf("tag %d %d %d %d\n", v.tag[0], v.tag[1], v.tag[2], v.tag[3]);
  #pragma omp target exit data map(release: v.data[0:v.n])
  #pragma omp target exit data map(from: v)
  printf("scale %g tag1 %d\n", v.scale, v.tag[1]);
  /* arrays of structs */
  struct pt { int x, y; } pts[8];
  for (int i = 0; i < 8; i++) { pts[i].x = i; pts[i].y = -i; }
  #pragma omp target map(tofrom: pts[2:4])
  for (int i = 2; i < 6; i++) { int t = pts[i].x; pts[i].x = pts[i].y; pts[i].y = t * 3; }
  for (int i = 0; i < 8; i++) printf("(%d,%d)", pts[i].x, pts[i].y);
  printf("\n");
  free(v.data);
  return 0;
}
