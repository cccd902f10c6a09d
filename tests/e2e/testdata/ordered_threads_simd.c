/* ordered threads simd in the simd worksharing loops of target regions
 * with the ordered clause: a parallel for simd beside the code of a
 * generic region, the for simd loop of a parallel region of code and
 * the loop of target parallel for simd. The blocks of every iteration
 * run in iteration order across the team: a shared counter handed on in
 * that order numbers them. Last, ordered simd in a nested parallel for
 * simd, whose blocks run one after another in iteration order. Checked
 * against values computed on the host. clang-19 does not order the
 * blocks across threads in target regions, and at -O1 runs the blocks
 * of ordered simd in a nested parallel for simd as vectors
 * (docs/difftest.md): this program's expected output is OpenMP's (gcc
 * 12's on the host). */
#include <stdio.h>
#include <omp.h>
#define N 4
#define M 96

int main(void) {
  int fails = 0, ok;

  /* 1: beside code in a generic region: ordered threads simd. */
  int b[M], m = -1, after = 0;
#pragma omp target map(tofrom: b, m, after)
  {
    m = 0;
#pragma omp parallel for simd ordered num_threads(N) schedule(static, 5)
    for (int i = 0; i < M; i++) {
      int v = 3 * i;
#pragma omp ordered threads simd
      b[i] = m++ * 1000 + v;
    }
    after = m;
  }
  ok = after == M;
  for (int i = 0; i < M; i++)
    ok = ok && b[i] == i * 1000 + 3 * i;
  printf("1: generic threads simd=%d (after %d)\n", ok, after);
  fails += !ok;

  /* 2: the for simd loop of a parallel region of code, the clauses
   * written the other way round. */
  int c[M], k = -1;
#pragma omp target map(tofrom: c, k)
  {
    k = 0;
#pragma omp parallel num_threads(N)
    {
#pragma omp for simd ordered schedule(dynamic, 2)
      for (int i = 0; i < M; i++) {
#pragma omp ordered simd threads
        c[i] = k++;
      }
    }
  }
  ok = k == M;
  for (int i = 0; i < M; i++)
    ok = ok && c[i] == i;
  printf("2: parallel region=%d (k %d)\n", ok, k);
  fails += !ok;

  /* 3: target parallel for simd ordered: ordered threads simd. */
  int e[M], q = 0;
#pragma omp target parallel for simd ordered num_threads(N) map(tofrom: e, q)
  for (int i = 0; i < M; i++) {
#pragma omp ordered threads simd
    e[i] = q++ - i;
  }
  ok = q == M;
  for (int i = 0; i < M; i++)
    ok = ok && e[i] == 0;
  printf("3: target parallel for simd=%d (q %d)\n", ok, q);
  fails += !ok;

  /* 4: ordered simd in a nested parallel for simd: its one thread runs
   * the iterations in order, each block reading what the one before
   * wrote. */
  int seq[N][16], ord[N] = {0}, T = 0;
#pragma omp target parallel num_threads(N) map(tofrom: seq, ord, T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      T = omp_get_num_threads();
#pragma omp parallel for simd
    for (int i = 0; i < 16; i++) {
#pragma omp ordered simd
      seq[t][i] = 1000 * ord[t]++ + i;
    }
  }
  ok = T >= 1;
  for (int t = 0; t < T; t++)
    for (int i = 0; i < 16; i++)
      ok = ok && seq[t][i] == 1001 * i && ord[t] == 16;
  printf("4: nested simd=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL ordered_threads_simd\n");
    return 1;
  }
  printf("PASS ordered_threads_simd\n");
  return 0;
}
