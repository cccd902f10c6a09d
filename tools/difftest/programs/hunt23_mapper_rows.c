/* Differential program (against clang-19): default and named mappers that list members, on sections of structs: target, enter/exit data and update. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int len; int *vals; } row_t;
typedef struct { int nrows; row_t *rows; double w; } mat_t;
#pragma omp declare mapper(row_t r) map(r.len, r.vals[0:r.len])
#pragma omp declare mapper(mid: mat_t m) map(m.nrows, m.w, m.rows[0:m.nrows])

static int sum_rows(row_t *rows, int nr) {
  int s = 0;
  for (int i = 0; i < nr; i++) for (int j = 0; j < rows[i].len; j++) s += rows[i].vals[j];
  return s;
}

int main(void) {
  int nr = 3;
  row_t *rows = (row_t *)malloc(nr * sizeof(row_t));
  for (int i = 0; i < nr; i++) {
    rows[i].len = i + 2;
    rows[i].vals = (int *)malloc(rows[i].len * sizeof(int));
    for (int j = 0; j < rows[i].len; j++) rows[i].vals[j] = 10 * i + j;
  }
  /* default mapper on an array section of structs */
#pragma omp target map(tofrom: rows[0:nr])
  for (int i = 0; i < nr; i++) for (int j = 0; j < rows[i].len; j++) rows[i].vals[j] += 1;
  printf("after region: %d\n", sum_rows(rows, nr));
  /* enter data with default mapper, update with the mapper */
#pragma omp target enter data map(to: rows[0:nr])
#pragma omp target
  for (int i = 0; i < nr; i++) for (int j = 0; j < rows[i].len; j++) rows[i].vals[j] *= 2;
  printf("before update: %d\n", sum_rows(rows, nr));
#pragma omp target update from(rows[0:nr])
  printf("after update from: %d\n", sum_rows(rows, nr));
  rows[1].vals[0] = 1000;
#pragma omp target update to(rows[1:1])
#pragma omp target
  for (int i = 0; i < nr; i++) rows[i].vals[0] += 1;
#pragma omp target exit data map(from: rows[0:nr])
  printf("after exit: %d (rows[1].vals[0]=%d)\n", sum_rows(rows, nr), rows[1].vals[0]);
  /* a struct whose mapper maps an array of structs with their own mapper */
  mat_t m = {nr, rows, 0.5};
#pragma omp target map(mapper(mid), tofrom: m)
  {
    for (int i = 0; i < m.nrows; i++) for (int j = 0; j < m.rows[i].len; j++) m.rows[i].vals[j] -= 1;
    m.w = 2.0;
  }
  printf("after nested mapper: %d w=%g\n", sum_rows(rows, nr), m.w);
  for (int i = 0; i < nr; i++) free(rows[i].vals);
  free(rows);
  return 0;
}
