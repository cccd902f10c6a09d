/* Arrays in lastprivate: every thread works on its own array, and the
 * thread that runs the sequentially last iteration copies its whole
 * array out, elements the last iteration did not assign included (they
 * hold what that thread's earlier iterations left). On the combined
 * constructs, on a parallel for that is all of a target region or beside
 * other code, on the worksharing loops of a target parallel region
 * (static blocks and chunks), on a distribute parallel for in a
 * teams region; two-dimensional and double arrays; a loop of no
 * iterations leaves the array as it was (on the device and in the host
 * fallback of if(target: 0)), and so it does a scalar beside it on the
 * distribute parallel for, which the fallback runs as a host parallel
 * for. */
#include <stdio.h>

static int check(const char *what, const int *got, const int *want, int len) {
  int ok = 1;
  for (int k = 0; k < len; k++) ok &= got[k] == want[k];
  printf("%s:", what);
  for (int k = 0; k < len; k++) printf(" %d", got[k]);
  printf("%s\n", ok ? "" : " WRONG");
  return ok;
}

static int run(int n, int dev) {
  int ok = 1;
  int a[4] = {-1, -1, -1, -1}, b[2][3] = {{-2, -2, -2}, {-2, -2, -2}};
  int c[5] = {-3, -3, -3, -3, -3}, e[3] = {-4, -4, -4}, g[4] = {-5, -5, -5, -5};
  double d[3] = {0.5, 0.5, 0.5};
  int seq = 0;
  printf("n=%d dev=%d\n", n, dev);
#pragma omp target teams distribute parallel for lastprivate(a) map(tofrom: a) if(target: dev)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++) a[k] = i * 10 + k;
  int wa[4] = {-1, -1, -1, -1};
  if (n > 0)
    for (int k = 0; k < 4; k++) wa[k] = (n - 1) * 10 + k;
  ok &= check("teams distribute parallel for", a, wa, 4);
#pragma omp target map(tofrom: b, seq) if(dev)
  {
    seq++;
#pragma omp parallel for lastprivate(b) num_threads(4)
    for (int i = 0; i < n; i++)
      for (int k = 0; k < 6; k++) b[k / 3][k % 3] = i + k;
    seq++;
  }
  int wb[6] = {-2, -2, -2, -2, -2, -2};
  if (n > 0)
    for (int k = 0; k < 6; k++) wb[k] = n - 1 + k;
  ok &= check("parallel for beside code", &b[0][0], wb, 6);
  ok &= seq == 2;
#pragma omp target parallel num_threads(3) map(tofrom: d, g) if(target: dev)
  {
#pragma omp for lastprivate(g) nowait
    for (int i = 0; i < n; i++)
      for (int k = 0; k < 4; k++) g[k] = i * k;
#pragma omp for lastprivate(d) schedule(static, 2)
    for (int i = 0; i < n; i++)
      for (int k = 0; k < 3; k++) d[k] = i * 0.25 + k;
  }
  int wg[4] = {-5, -5, -5, -5};
  if (n > 0)
    for (int k = 0; k < 4; k++) wg[k] = (n - 1) * k;
  ok &= check("for of target parallel", g, wg, 4);
  int wd[3];
  for (int k = 0; k < 3; k++) wd[k] = n > 0 ? (int)(4 * ((n - 1) * 0.25 + k)) : 2;
  int gd[3] = {(int)(4 * d[0]), (int)(4 * d[1]), (int)(4 * d[2])};
  ok &= check("for schedule(static, 2), times 4", gd, wd, 3);
  int xs = -7;
#pragma omp target teams num_teams(1) map(tofrom: c, xs) if(dev)
  {
#pragma omp distribute parallel for lastprivate(c, xs)
    for (int i = 0; i < n; i++) {
      for (int k = 0; k < 5; k++) c[k] = i - k;
      xs = i;
    }
  }
  ok &= xs == (n > 0 ? n - 1 : -7);
  int wc[5] = {-3, -3, -3, -3, -3};
  if (n > 0)
    for (int k = 0; k < 5; k++) wc[k] = n - 1 - k;
  ok &= check("distribute parallel for", c, wc, 5);
#pragma omp target map(tofrom: e) if(dev)
#pragma omp parallel for lastprivate(e)
  for (int i = 0; i < n; i++) { e[0] = i; e[1] = 2 * i; e[2] = 3 * i; }
  int we[3] = {-4, -4, -4};
  if (n > 0)
    for (int k = 0; k < 3; k++) we[k] = (k + 1) * (n - 1);
  ok &= check("parallel for as the region", e, we, 3);
  return ok;
}

int main(void) {
  int fails = 0;
  fails += !run(0, 1);
  fails += !run(0, 0);
  fails += !run(23, 1);
  fails += !run(23, 0);
  if (fails) {
    printf("FAIL lastprivate_array\n");
    return 1;
  }
  printf("PASS lastprivate_array\n");
  return 0;
}
