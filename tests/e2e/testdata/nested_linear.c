/* linear on the loops of nested (inactive) parallel regions in target
 * regions, as OpenMP 5.2 defines it: at the start of logical iteration k
 * the item's copy is its original value plus k times the step, and after
 * the loop the original has the copy's value after the last iteration's
 * body. Covered: for and for simd in a nested parallel region (steps 2,
 * -3, 1, 7; a body that reads the item, one that changes it, a decreasing
 * loop, a dynamic schedule, long and unsigned items, with a reduction
 * beside), and a combined parallel for nested in the body of target
 * parallel for; a region run by the host fallback (if(0)) too. Items are
 * variables of each enclosing thread, shared in the nested region. Every
 * value is also computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { T = 4, N = 37, M = 10, R = 6, K = 8 };

/* res[t]: j, k, sum of q, q, u, l, a value the body changed */
static int check(const char *what, long res[][K], int rows) {
  int fails = 0;
  for (int t = 0; t < rows; t++) {
    long sum = 0;
    for (int i = 0; i < M; i++) sum += (long)(1 + t) + i * 1;
    long want[K] = {5 + t + (N - 1) * 2,  /* j: step 2, body leaves it */
                    7 - (M - 1) * 3,      /* k: step -3, decreasing loop */
                    sum,                  /* s: reads q */
                    1 + t + (M - 1),      /* q */
                    100 + (M - 1) * 7,    /* u: unsigned, dynamic */
                    (1L << 40) + (N - 1), /* l: long */
                    t + (M - 1) * 2 + 1,  /* c: the body adds one */
                    0};
    for (int c = 0; c < K - 1; c++)
      if (res[t][c] != want[c]) {
        printf("%s row %d item %d: %ld, want %ld\n", what, t, c, res[t][c], want[c]);
        fails++;
      }
  }
  return fails;
}

int main(void) {
  int fails = 0;
  long res[R][K];

  for (int t = 0; t < R; t++)
    for (int c = 0; c < K; c++) res[t][c] = -1;
#pragma omp target parallel num_threads(T) map(tofrom: res)
  {
    int t = omp_get_thread_num();
    int j = 5 + t, k = 7, q = 1 + t, c = t;
    unsigned u = 100;
    long l = 1L << 40, s = 0;
#pragma omp parallel shared(j, k, q, c, u, l, s)
    {
#pragma omp for linear(j: 2) nowait
      for (int i = 0; i < N; i++) {
      }
#pragma omp for simd linear(k: -3)
      for (int i = M - 1; i >= 0; i--) {
      }
#pragma omp for linear(q) reduction(+: s)
      for (int i = 0; i < M; i++) s += q;
#pragma omp for linear(u: 7) schedule(dynamic, 3)
      for (int i = 0; i < M; i++) {
      }
#pragma omp for linear(l: 1)
      for (int i = 0; i < N; i++) {
      }
#pragma omp for linear(c: 2)
      for (int i = 0; i < M; i++) c += 1;
    }
    res[t][0] = j, res[t][1] = k, res[t][2] = s, res[t][3] = q, res[t][4] = u, res[t][5] = l, res[t][6] = c;
  }
  fails += check("target parallel", res, T);

  /* the host fallback */
  for (int t = 0; t < R; t++)
    for (int c = 0; c < K; c++) res[t][c] = -1;
  int off = 0;
#pragma omp target parallel num_threads(T) map(tofrom: res) if(off)
  {
    int t = omp_get_thread_num();
    int j = 5 + t, k = 7, q = 1 + t, c = t;
    unsigned u = 100;
    long l = 1L << 40, s = 0;
#pragma omp parallel shared(j, k, q, c, u, l, s)
    {
#pragma omp for linear(j: 2) nowait
      for (int i = 0; i < N; i++) {
      }
#pragma omp for simd linear(k: -3)
      for (int i = M - 1; i >= 0; i--) {
      }
#pragma omp for linear(q) reduction(+: s)
      for (int i = 0; i < M; i++) s += q;
#pragma omp for linear(u: 7) schedule(dynamic, 3)
      for (int i = 0; i < M; i++) {
      }
#pragma omp for linear(l: 1)
      for (int i = 0; i < N; i++) {
      }
#pragma omp for linear(c: 2)
      for (int i = 0; i < M; i++) c += 1;
    }
    res[t][0] = j, res[t][1] = k, res[t][2] = s, res[t][3] = q, res[t][4] = u, res[t][5] = l, res[t][6] = c;
  }
  if (res[0][0] != -1) /* the host may give the fallback fewer threads */
    fails += check("host fallback", res, 1);

  /* a combined parallel for in a parallel loop's body */
  for (int t = 0; t < R; t++)
    for (int c = 0; c < K; c++) res[t][c] = -1;
#pragma omp target parallel for num_threads(T) map(tofrom: res)
  for (int r = 0; r < R; r++) {
    int p = 3 * r, z = r;
    long s = 0;
#pragma omp parallel for linear(p: 5) reduction(+: s) lastprivate(z)
    for (int i = 0; i < N; i++) {
      s += p;
      z = p + i;
    }
    res[r][0] = p, res[r][1] = s, res[r][2] = z;
  }
  for (int r = 0; r < R; r++) {
    long s = 0;
    for (int i = 0; i < N; i++) s += 3 * r + 5 * i;
    if (res[r][0] != 3 * r + 5 * (N - 1) || res[r][1] != s || res[r][2] != 3 * r + 6 * (N - 1)) {
      printf("parallel for row %d: p %ld s %ld z %ld\n", r, res[r][0], res[r][1], res[r][2]);
      fails++;
    }
  }
  printf("%s nested_linear\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
