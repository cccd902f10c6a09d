/* Differential program (against clang-19): declare mapper, one feature
 * per test: a default mapper of a struct with a pointer member used by
 * an explicit map, a named mapper on map and on
 * target update (to and from), a mapper of an array of structs mapped as
 * a section, and a mapper whose section length is another member. */
#include "hunt26_harness.h"
#define N 20

typedef struct { int len; double *data; int tag; } buf_t;
#pragma omp declare mapper(buf_t b) map(b, b.data[0:b.len])

typedef struct { int n; float *xs; float *ys; } pts_t;
#pragma omp declare mapper(xsonly: pts_t p) map(p.n, p.xs[0:p.n])
#pragma omp declare mapper(both: pts_t p) map(p.n, p.xs[0:p.n], p.ys[0:p.n])

static buf_t make_buf(int len, int tag) {
  buf_t b;
  b.len = len;
  b.tag = tag;
  b.data = malloc(len * sizeof(double));
  for (int i = 0; i < len; i++) b.data[i] = i + tag;
  return b;
}

static int test_default_mapper(void) {
  int errs = 0;
  buf_t b = make_buf(N, 10);
#pragma omp target map(tofrom: b)
  for (int i = 0; i < b.len; i++) b.data[i] *= 2;
  H26_CHECK(errs, b.data[0] == 20.0 && b.data[19] == 58.0);
  free(b.data);
  H26_DONE(errs);
  return errs;
}

static int test_named_update(void) {
  int errs = 0;
  pts_t p;
  p.n = N;
  p.xs = malloc(N * sizeof(float));
  p.ys = malloc(N * sizeof(float));
  for (int i = 0; i < N; i++) { p.xs[i] = i; p.ys[i] = -i; }
#pragma omp target enter data map(mapper(both), to: p)
#pragma omp target
  for (int i = 0; i < p.n; i++) { p.xs[i] += 1; p.ys[i] -= 1; }
#pragma omp target update from(mapper(xsonly): p)
  H26_CHECK(errs, p.xs[4] == 5.0f && p.ys[4] == -4.0f);
  for (int i = 0; i < N; i++) p.xs[i] = 100;
#pragma omp target update to(mapper(xsonly): p)
#pragma omp target
  for (int i = 0; i < p.n; i++) p.ys[i] += p.xs[i];
#pragma omp target exit data map(mapper(both), from: p)
  H26_CHECK(errs, p.ys[4] == 95.0f && p.xs[0] == 100.0f);
  free(p.xs);
  free(p.ys);
  H26_DONE(errs);
  return errs;
}

static int test_array_of_structs(void) {
  int errs = 0;
  buf_t bs[4];
  for (int k = 0; k < 4; k++) bs[k] = make_buf(k + 3, k * 100);
#pragma omp target map(tofrom: bs[1:2])
  for (int k = 1; k < 3; k++)
    for (int i = 0; i < bs[k].len; i++) bs[k].data[i] = -bs[k].data[i] - k;
  H26_CHECK(errs, bs[1].data[0] == -101.0 && bs[2].data[4] == -206.0 && bs[0].data[0] == 0.0 && bs[3].data[5] == 305.0);
  for (int k = 0; k < 4; k++) free(bs[k].data);
  H26_DONE(errs);
  return errs;
}

static int test_mapper_through_pointer(void) {
  int errs = 0;
  buf_t b = make_buf(8, 1);
  buf_t *pb = &b;
#pragma omp target map(tofrom: pb[0:1])
  for (int i = 0; i < pb->len; i++) pb->data[i] += pb->tag;
  H26_CHECK(errs, b.data[7] == 9.0);
  free(b.data);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_default_mapper();
  errs += test_named_update();
  errs += test_array_of_structs();
  errs += test_mapper_through_pointer();
  printf("total %d\n", errs);
  return errs != 0;
}
