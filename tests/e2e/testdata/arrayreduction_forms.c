/* More forms of reductions over arrays and array sections: array
 * elements, a teams-level reduction with the loop's, a file-scope array,
 * present data, host fallbacks, nowait, and an array reduction of a simd
 * loop inside a kernel's body. Each result is checked against the same
 * computation on the host. */
#include <stdio.h>
#include <stdlib.h>
#define N 1500
static int fail;
static long glob[6];
static void check(const char *what, int ok) {
  if (!ok) {
    printf("FAIL %s\n", what);
    fail = 1;
  }
}
static int same_l(const long *a, const long *b, int n) {
  for (int i = 0; i < n; i++)
    if (a[i] != b[i]) return 0;
  return 1;
}
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 13 + 3) % 10;

  /* An array element is a section of one element. */
  int e[4] = {5, 6, 7, 8};
#pragma omp target teams distribute parallel for reduction(-: e[2]) map(to: a)
  for (int i = 0; i < N; i++) e[2] -= a[i];
  int ew = 7;
  for (int i = 0; i < N; i++) ew -= a[i];
  check("element", e[0] == 5 && e[1] == 6 && e[2] == ew && e[3] == 8);

  /* The teams level's reduction and the loop's are one reduction. */
  long t[5] = {1, 2, 3, 4, 5}, tw[5] = {1, 2, 3, 4, 5};
  for (int i = 0; i < N; i++) tw[a[i] % 5] += i;
#pragma omp target teams reduction(+: t[0:5]) map(to: a) num_teams(6)
#pragma omp distribute parallel for reduction(+: t[0:5])
  for (int i = 0; i < N; i++) t[a[i] % 5] += i;
  check("teams level", same_l(t, tw, 5));

  /* A file-scope array, with a section starting at a variable. */
  long gw[6];
  int from = 2;
  for (int k = 0; k < 6; k++) glob[k] = gw[k] = 10 * k;
  for (int i = 0; i < N; i++) gw[from + a[i] % 3] += 1;
#pragma omp target teams distribute parallel for reduction(+: glob[from:3]) map(to: a)
  for (int i = 0; i < N; i++) glob[from + a[i] % 3] += 1;
  check("file scope", same_l(glob, gw, 6));

  /* Present through target data: the device copy is reduced and comes
   * back when the data region ends; then a host fallback (if(0)) and a
   * deferred region (nowait). */
  long p[4] = {0, 0, 0, 0}, pw[4] = {0, 0, 0, 0};
  for (int i = 0; i < N; i++) pw[a[i] % 4] += a[i];
  for (int i = 0; i < N; i++) pw[i % 4] = pw[i % 4] > a[i] * 100L ? pw[i % 4] : a[i] * 100L;
  for (int i = 0; i < N; i++) pw[1 + i % 2] += 1;
#pragma omp target data map(tofrom: p)
  {
#pragma omp target teams distribute parallel for reduction(+: p) map(to: a)
    for (int i = 0; i < N; i++) p[a[i] % 4] += a[i];
  }
#pragma omp target teams distribute parallel for reduction(max: p[0:4]) map(to: a) if(0)
  for (int i = 0; i < N; i++) p[i % 4] = p[i % 4] > a[i] * 100L ? p[i % 4] : a[i] * 100L;
#pragma omp target teams distribute parallel for reduction(+: p[1:2]) nowait
  for (int i = 0; i < N; i++) p[1 + i % 2] += 1;
#pragma omp taskwait
  check("present, if(0), nowait", same_l(p, pw, 4));

  /* A section of a pointer's pointee, of constant bounds, mapped by the
   * construct or only by the reduction. */
  long *hp = malloc(8 * sizeof(long)), hw[8];
  for (int k = 0; k < 8; k++) hp[k] = hw[k] = k;
  for (int i = 0; i < N; i++) hw[a[i] % 8] += i;
  for (int i = 0; i < N; i++) hw[3 + i % 2] ^= (long)a[i] << (i % 40);
#pragma omp target teams distribute parallel for reduction(+: hp[0:8]) map(tofrom: hp[0:8]) map(to: a)
  for (int i = 0; i < N; i++) hp[a[i] % 8] += i;
#pragma omp target parallel for reduction(^: hp[3:2]) map(to: a)
  for (int i = 0; i < N; i++) hp[3 + i % 2] ^= (long)a[i] << (i % 40);
  check("pointer section", same_l(hp, hw, 8));
  free(hp);

  /* A section of a pointer's pointee with bounds from variables: every
   * lane's private copy is a slice of a buffer the launch allocates. */
  int nb = 23, off = 2;
  int *bins = malloc((nb + off + 1) * sizeof(int)), *bw = malloc((nb + off + 1) * sizeof(int));
  for (int k = 0; k < nb + off + 1; k++) bins[k] = bw[k] = -k;
  for (int i = 0; i < N; i++) bw[off + (i * 7) % nb] += a[i] + 1;
#pragma omp target teams distribute parallel for reduction(+: bins[off:nb]) map(to: a)
  for (int i = 0; i < N; i++) bins[off + (i * 7) % nb] += a[i] + 1;
  int okb = 1;
  for (int k = 0; k < nb + off + 1; k++) okb = okb && bins[k] == bw[k];
  check("pointer section, variable bounds", okb);
  free(bins);
  free(bw);

  /* An array too big for a lane's local memory: its copies are slices
   * of a buffer the launch allocates. */
  static long big[1500], bigw[1500];
  for (int k = 0; k < 1500; k++) big[k] = bigw[k] = k;
  for (int i = 0; i < N; i++) bigw[(i * 31) % 1500] += a[i];
  for (int i = 0; i < N; i++) bigw[100 + i % 7] = bigw[100 + i % 7] < -i ? bigw[100 + i % 7] : -i;
#pragma omp target teams distribute parallel for reduction(+: big) map(to: a)
  for (int i = 0; i < N; i++) big[(i * 31) % 1500] += a[i];
#pragma omp target teams distribute parallel for reduction(min: big[100:1400])
  for (int i = 0; i < N; i++) big[100 + i % 7] = big[100 + i % 7] < -i ? big[100 + i % 7] : -i;
  check("big array", same_l(big, bigw, 1500));

  /* A simd loop in a kernel's body reduces its own array, which the
   * loop's array reduction then takes in. */
  long c[3] = {0, 0, 0}, cw[3] = {0, 0, 0};
  for (int i = 0; i < 200; i++)
    for (int j = 0; j < 9; j++) cw[j % 3] += a[i] * j;
#pragma omp target teams distribute parallel for reduction(+: c) map(to: a)
  for (int i = 0; i < 200; i++) {
    long r[3] = {0, 0, 0};
#pragma omp simd reduction(+: r)
    for (int j = 0; j < 9; j++) r[j % 3] += a[i] * j;
    for (int k = 0; k < 3; k++) c[k] += r[k];
  }
  check("simd in a kernel", same_l(c, cw, 3));

  printf("%s arrayreduction_forms\n", fail ? "FAIL" : "PASS");
  return fail;
}
