/* Variable-length arrays in lastprivate: each thread's copy lives in a
 * buffer of the launch (the device has no variable-length arrays), and
 * the thread of the sequentially last iteration copies its whole array
 * back. On a combined construct with many teams, on a parallel for that
 * is all of a target region mapping a section of the array (the copy
 * goes to the mapped array, not to a private copy), with firstprivate
 * too (every thread starts from the original values, the last iteration
 * alone changes them) and with arrays of structs. No iterations leave the
 * arrays as they were; on the device and in the host fallback. */
#include <stdio.h>

struct cell {
  int k;
  double w;
};

static int show(const char *what, const int *v, int m, const int *want) {
  int ok = 1;
  printf("%s:", what);
  for (int k = 0; k < m; k++) {
    printf(" %d", v[k]);
    ok &= v[k] == want[k];
  }
  printf("%s\n", ok ? "" : " WRONG");
  return ok;
}

static int run(int m, int n, int dev) {
  int ok = 1;
  int v[m], want[m];
  struct cell c[m];
  printf("m=%d n=%d dev=%d\n", m, n, dev);
  for (int k = 0; k < m; k++) {
    v[k] = -1;
    c[k].k = -2;
    c[k].w = -0.5;
  }

#pragma omp target teams distribute parallel for lastprivate(v) map(tofrom: v) num_teams(3) num_threads(4) if(target: dev)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) v[k] = i * 10 + k;
  for (int k = 0; k < m; k++) want[k] = n > 0 ? (n - 1) * 10 + k : -1;
  ok &= show("teams distribute parallel for", v, m, want);

#pragma omp target map(tofrom: v[0:m]) if(dev)
#pragma omp parallel for lastprivate(v) num_threads(3)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) v[k] = 2 * i + k;
  for (int k = 0; k < m; k++) want[k] = n > 0 ? 2 * (n - 1) + k : want[k];
  ok &= show("parallel for of a target region", v, m, want);

  int sum = 0;
#pragma omp target parallel for firstprivate(v) lastprivate(v) map(tofrom: v) reduction(+: sum) num_threads(4) if(target: dev)
  for (int i = 0; i < n; i++) {
    sum += v[0];
    if (i == n - 1) v[m - 1] = v[0] + 1000;
  }
  ok &= sum == n * want[0];
  if (n > 0) want[m - 1] = want[0] + 1000;
  ok &= show("firstprivate and lastprivate", v, m, want);

#pragma omp target parallel for lastprivate(c) map(tofrom: c) schedule(static, 2) num_threads(3) if(target: dev)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < m; k++) {
      c[k].k = i + k;
      c[k].w = 0.25 * i;
    }
  printf("structs: {%d %g} {%d %g}\n", c[0].k, c[0].w, c[m - 1].k, c[m - 1].w);
  ok &= c[m - 1].k == (n > 0 ? n - 1 + m - 1 : -2);
  return ok;
}

int main(void) {
  int fails = 0;
  fails += !run(3, 0, 1);
  fails += !run(3, 0, 0);
  fails += !run(1, 1, 1);
  fails += !run(5, 37, 1);
  fails += !run(5, 37, 0);
  if (fails) {
    printf("FAIL lastprivate_vla\n");
    return 1;
  }
  printf("PASS lastprivate_vla\n");
  return 0;
}
