/* Arrays of structs whose pointer members are attached one element at a
 * time: the array entered first, then each element's pointee, then a
 * kernel over all through the array; partial updates by element. */
#include "hunt27_harness.h"
#define NS 5

typedef struct { int len; float *x; int *idx; } seg_t;

static int test_attach_loop(void) {
  int errs = 0;
  seg_t *segs = malloc(NS * sizeof(seg_t));
  for (int s = 0; s < NS; s++) {
    segs[s].len = s + 2;
    segs[s].x = malloc(segs[s].len * sizeof(float));
    segs[s].idx = malloc(segs[s].len * sizeof(int));
    for (int k = 0; k < segs[s].len; k++) { segs[s].x[k] = s + k * 0.5f; segs[s].idx[k] = k; }
  }
#pragma omp target enter data map(to: segs[0:NS])
  for (int s = 0; s < NS; s++) {
#pragma omp target enter data map(to: segs[s].x[0:segs[s].len], segs[s].idx[0:segs[s].len])
  }
#pragma omp target teams distribute
  for (int s = 0; s < NS; s++) {
#pragma omp parallel for
    for (int k = 0; k < segs[s].len; k++) segs[s].x[k] *= segs[s].idx[k] + 1;
  }
  for (int s = 0; s < NS; s += 2) {
#pragma omp target update from(segs[s].x[0:segs[s].len])
  }
  H27_CHECK(errs, segs[0].x[1] == 1.0f && segs[4].x[5] == 6 * 6.5f && segs[2].x[3] == 4 * 3.5f);
  H27_CHECK(errs, segs[1].x[1] == 1.5f);
  for (int s = 0; s < NS; s++) {
#pragma omp target exit data map(from: segs[s].x[0:segs[s].len]) map(delete: segs[s].idx[0:segs[s].len])
  }
#pragma omp target exit data map(delete: segs[0:NS])
  H27_CHECK(errs, segs[1].x[1] == 3.0f && segs[3].x[4] == 5 * 5.0f);
  for (int s = 0; s < NS; s++) { free(segs[s].x); free(segs[s].idx); }
  free(segs);
  H27_DONE(errs);
  return errs;
}

typedef struct { double coef[3]; seg_t seg; } layer_t;

static int test_nested_struct_array(void) {
  int errs = 0;
  layer_t L[2];
  float xs[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  for (int l = 0; l < 2; l++) {
    L[l].coef[0] = l; L[l].coef[1] = 1; L[l].coef[2] = 2;
    L[l].seg.len = 4; L[l].seg.x = xs[l]; L[l].seg.idx = NULL;
  }
#pragma omp target map(to: L) map(tofrom: L[0].seg.x[0:4], L[1].seg.x[0:4])
  for (int l = 0; l < 2; l++)
    for (int k = 0; k < L[l].seg.len; k++) L[l].seg.x[k] = L[l].seg.x[k] * L[l].coef[2] + L[l].coef[0];
  H27_CHECK(errs, xs[0][0] == 2.0f && xs[1][3] == 17.0f && xs[1][0] == 11.0f);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_attach_loop();
  errs += test_nested_struct_array();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
