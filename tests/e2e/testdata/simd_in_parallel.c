/* A simd loop in a parallel region in a target region: as all of a
 * target parallel region (in braces), beside other code in it, in a
 * parallel region nested in a target region, a for simd there, and as
 * the statement of target parallel without braces.
 * Every thread runs a simd loop whole, in order; its private,
 * lastprivate, linear and reduction items get the thread's own copies.
 * Checked against the host. */
#include <stdio.h>
#include <omp.h>
#define T 4
#define M 16
int main(void) {
  int fails = 0, ok;
  int a[M], hits[M], rows[T * M], lastv[T], lin[T], sums[T], outf[M];
  for (int j = 0; j < M; j++) a[j] = 3 * j - 5;

  /* 1: all of a target parallel region: every thread runs every
   * iteration, so each element counts one hit per thread. */
  int nth = 0;
  for (int j = 0; j < M; j++) hits[j] = 0;
#pragma omp target parallel num_threads(T) map(tofrom: hits, nth)
  {
#pragma omp simd
    for (int j = 0; j < M; j++) {
#pragma omp atomic
      hits[j] += 1;
    }
  }
#pragma omp target parallel num_threads(T) map(tofrom: nth)
  {
#pragma omp masked
    nth = omp_get_num_threads();
  }
  ok = nth >= 1;
  for (int j = 0; j < M; j++) ok &= hits[j] == nth;
  printf("1: tight=%d\n", ok);
  fails += !ok;

  /* 2: target, then parallel in braces, then a simd loop with
   * private, lastprivate and linear on one thread. */
  int t = -7, lv = -1, k = 100, j2 = -1;
#pragma omp target map(tofrom: t, lv, k, j2) map(to: a)
  {
#pragma omp parallel num_threads(1)
    {
#pragma omp simd private(t) lastprivate(lv, j2) linear(k: 3)
      for (j2 = 0; j2 < M; j2++) {
        t = a[j2] * 2;
        lv = t + k;
        k += 3;
      }
    }
  }
  ok = t == -7 && j2 == M && k == 100 + 3 * M && lv == a[M - 1] * 2 + 100 + 3 * (M - 1);
  printf("2: clauses=%d\n", ok);
  fails += !ok;

  /* 3: beside other code in a target parallel region, each thread
   * writing its own row. */
  for (int i = 0; i < T * M; i++) rows[i] = 0;
  for (int i = 0; i < T; i++) lastv[i] = lin[i] = sums[i] = -1;
#pragma omp target parallel num_threads(T) map(tofrom: rows, lastv, lin, sums) map(to: a)
  {
    int me = omp_get_thread_num(), v = -1, s = 0, q = me;
#pragma omp simd lastprivate(v) linear(q: 2) reduction(+: s)
    for (int j = 0; j < M; j++) {
      rows[me * M + j] = a[j] + me;
      v = a[j] * me;
      s += a[j];
      q += 2;
    }
    lastv[me] = v;
    lin[me] = q;
    sums[me] = s;
  }
  int total = 0;
  for (int j = 0; j < M; j++) total += a[j];
  ok = 1;
  for (int i = 0; i < T; i++) {
    if (lastv[i] == -1) continue; /* fewer threads than asked */
    ok &= lastv[i] == a[M - 1] * i && lin[i] == i + 2 * M && sums[i] == total;
    for (int j = 0; j < M; j++) ok &= rows[i * M + j] == a[j] + i;
  }
  ok &= lastv[0] == 0;
  printf("3: beside=%d\n", ok);
  fails += !ok;

  /* 4: a for simd in a parallel region nested in a target region: the
   * iterations are shared out, each runs once. */
  for (int j = 0; j < M; j++) outf[j] = 0;
  int lastj = -1;
#pragma omp target map(tofrom: outf, lastj) map(to: a)
  {
    int base = 10;
#pragma omp parallel num_threads(T)
    {
#pragma omp for simd lastprivate(lastj)
      for (int j = 0; j < M; j++) {
        outf[j] += a[j] + base;
        lastj = j;
      }
    }
  }
  ok = lastj == M - 1;
  for (int j = 0; j < M; j++) ok &= outf[j] == a[j] + 10;
  printf("4: for_simd=%d\n", ok);
  fails += !ok;

  /* 5: the simd loop as the statement of target parallel, without
   * braces, on one thread: a reduction and lastprivate. */
  int s5 = 0, last5 = -1;
#pragma omp target parallel num_threads(1) map(tofrom: s5, last5) map(to: a)
#pragma omp simd reduction(+: s5) lastprivate(last5)
  for (int j = 0; j < M; j++) {
    s5 += a[j];
    last5 = a[j] * 2;
  }
  ok = s5 == total && last5 == a[M - 1] * 2;
  printf("5: no_braces=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL simd_in_parallel\n");
    return 1;
  }
  printf("PASS simd_in_parallel\n");
  return 0;
}
