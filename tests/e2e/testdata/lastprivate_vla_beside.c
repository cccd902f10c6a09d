/* lastprivate of variable-length arrays on loops beside other code in
 * target regions: each thread's copy in a buffer of the launch, the
 * thread of the sequentially last iteration copying it into the
 * original, which the code after the loop reads. A parallel for beside
 * code (one and two dimensions), a worksharing loop of a parallel region
 * of code. */
#include <stdio.h>

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int m = dim(5), n = dim(3);
  int v[m];
  double w[n][m];
  for (int k = 0; k < m; k++) v[k] = 7;
  int after = 0;
  #pragma omp target map(tofrom: v, w, after)
  {
    v[0] = 1;
    #pragma omp parallel for lastprivate(v, w) num_threads(4)
    for (int i = 0; i < 64; i++) {
      for (int k = 0; k < m; k++) v[k] = i + k;
      for (int p = 0; p < n; p++)
        for (int q = 0; q < m; q++) w[p][q] = i * 0.5 + p * 10 + q;
    }
    v[1] += 100;
    after = v[4] + (int)w[2][4] + (int)sizeof(w) / 8;
  }
  printf("beside code: v=");
  for (int k = 0; k < m; k++) {
    printf(" %d", v[k]);
    fails += v[k] != 63 + k + (k == 1 ? 100 : 0);
  }
  printf(" w[1][2]=%g after=%d\n", w[1][2], after);
  fails += w[1][2] != 31.5 + 12 || after != 67 + 55 + 15;

  /* A worksharing loop of a parallel region of code, chunks of 4: the
   * last iteration assigns one element, the others are what that
   * thread's earlier iterations of its chunk (60..63) left. */
  int u[m];
  for (int k = 0; k < m; k++) u[k] = -1;
  int seen = 0;
  #pragma omp target parallel map(tofrom: u, seen) num_threads(4)
  {
    #pragma omp for lastprivate(u) schedule(static, 4)
    for (int i = 0; i < 64; i++) {
      if (i % 4 == 0)
        for (int k = 0; k < m; k++) u[k] = i;
      u[i % m] = 1000 + i;
    }
    #pragma omp single
    seen = u[0] + u[m - 1];
  }
  int hu[5];
  for (int i = 60; i < 64; i++) {
    if (i % 4 == 0)
      for (int k = 0; k < m; k++) hu[k] = i;
    hu[i % m] = 1000 + i;
  }
  printf("parallel region:");
  for (int k = 0; k < m; k++) {
    printf(" %d", u[k]);
    fails += u[k] != hu[k];
  }
  printf(" seen=%d\n", seen);
  fails += seen != hu[0] + hu[m - 1];

  if (fails) {
    printf("FAIL lastprivate_vla_beside (%d)\n", fails);
    return 1;
  }
  printf("PASS lastprivate_vla_beside\n");
  return 0;
}
