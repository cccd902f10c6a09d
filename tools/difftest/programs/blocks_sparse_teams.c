/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): host parallel for over blocks each in its own target
 * data, a named mapper over an array of structs, a teams reduction with
 * collapse, enter data alloc with updates.
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define NB 4
#define LEN 256
typedef struct { int len; double *val; int *idx; } sparse;
#pragma omp declare mapper(sp: sparse s) map(to: s.len, s.idx[0:s.len]) map(tofrom: s.val[0:s.len])

#pragma omp declare target
static double wt(int k) { return (k % 3) + 0.5; }
static double acc(const double *v, const int *ix, int n) {
  double s = 0;
  for (int k = 0; k < n; k++) s += v[k] * wt(ix[k]);
  return s;
}
#pragma omp end declare target

int main(void) {
  double *blocks[NB];
  double res[NB];
  for (int b = 0; b < NB; b++) {
    blocks[b] = malloc(LEN * sizeof(double));
    for (int i = 0; i < LEN; i++) blocks[b][i] = b * 1000 + i;
  }
  #pragma omp parallel for num_threads(2)
  for (int b = 0; b < NB; b++) {
    double *blk = blocks[b];
    double s = 0;
    #pragma omp target data map(tofrom: blk[0:LEN])
    {
      #pragma omp target teams distribute parallel for
      for (int i = 0; i < LEN; i++) blk[i] = blk[i] * 2 - b;
      #pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
      for (int i = 0; i < LEN; i++) s += blk[i];
    }
    res[b] = s;
  }
  for (int b = 0; b < NB; b++) printf("res[%d] %.17g blk %g\n", b, res[b], blocks[b][LEN - 1]);

  sparse sps[3];
  for (int q = 0; q < 3; q++) {
    sps[q].len = 10 + q;
    sps[q].val = malloc(sps[q].len * sizeof(double));
    sps[q].idx = malloc(sps[q].len * sizeof(int));
    for (int k = 0; k < sps[q].len; k++) { sps[q].val[k] = k; sps[q].idx[k] = k * 7 % 5; }
  }
  double tot[3];
  #pragma omp target teams distribute map(mapper(sp), tofrom: sps[0:3]) map(from: tot)
  for (int q = 0; q < 3; q++) {
    for (int k = 0; k < sps[q].len; k++) sps[q].val[k] *= 2;
    tot[q] = acc(sps[q].val, sps[q].idx, sps[q].len);
  }
  printf("tot %g %g %g val %g\n", tot[0], tot[1], tot[2], sps[2].val[11]);

  /* teams reduction with collapse over a distribute parallel for */
  long cr = 0; int mxv = -1;
  #pragma omp target teams num_teams(3) reduction(+: cr) reduction(max: mxv)
  #pragma omp distribute parallel for collapse(2) reduction(+: cr) reduction(max: mxv)
  for (int i = 0; i < 30; i++)
    for (int j = 0; j < 20; j++) { cr += i * j; if (i + j > mxv) mxv = i + j; }
  printf("cr %ld mxv %d\n", cr, mxv);

  /* enter data alloc then update to, device writes, exit from */
  int *w = malloc(100 * sizeof(int));
  for (int i = 0; i < 100; i++) w[i] = i;
  #pragma omp target enter data map(alloc: w[0:100])
  #pragma omp target update to(w[0:100])
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 100; i++) w[i] = w[i] * w[i];
  #pragma omp target update from(w[50:50])
  #pragma omp target exit data map(release: w[0:100])
  printf("w %d %d %d\n", w[10], w[50], w[99]);
  return 0;
}
