/* Target regions in several functions, called repeatedly: pointer
 * parameters mapped as sections, a variable-length array mapped
 * implicitly, a static global scalar read as an implicit firstprivate,
 * and a typedef'd index type. Kernel stems are numbered per function. */
#include <stdio.h>
#include <stdlib.h>

typedef long idx_t;
static int bias = 5;

static void scale(double *v, idx_t n, double f) {
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
  for (idx_t i = 0; i < n; i++) v[i] *= f;
}

static void add_bias(double *v, idx_t n) {
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
  for (idx_t i = 0; i < n; i++) v[i] += bias;
}

static long vla_sum(int m) {
  int w[m];
  long total = 0;
  for (int i = 0; i < m; i++) w[i] = i;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < m; i++) w[i] = w[i] * w[i] + bias;
#pragma omp target map(tofrom: total)
  {
    for (int i = 0; i < m; i++) total += w[i];
  }
  return total;
}

int main(void) {
  idx_t n = 300;
  double *v = malloc(sizeof(double) * n), *ref = malloc(sizeof(double) * n);
  for (idx_t i = 0; i < n; i++) v[i] = ref[i] = (double)(i % 17);
  for (int round = 0; round < 6; round++) {
    scale(v, n, round % 2 ? 0.5 : 3.0);
    add_bias(v, n);
    for (idx_t i = 0; i < n; i++) ref[i] = ref[i] * (round % 2 ? 0.5 : 3.0) + bias;
  }
  int bad = 0;
  double sum = 0;
  for (idx_t i = 0; i < n; i++) {
    bad += v[i] != ref[i];
    sum += v[i];
  }
  long vs = vla_sum(40), want_vs = 0;
  for (int i = 0; i < 40; i++) want_vs += (long)i * i + bias;
  printf("v[0]=%.4f v[16]=%.4f sum=%.4f\n", v[0], v[16], sum);
  printf("vla_sum=%ld\n", vs);
  free(v);
  free(ref);
  if (bad || vs != want_vs) {
    printf("FAIL functions: %d mismatches, vla_sum %ld want %ld\n", bad, vs, want_vs);
    return 1;
  }
  printf("PASS functions\n");
  return 0;
}
