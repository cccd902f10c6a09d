/* private and firstprivate of aggregates on target and nested
 * constructs: arrays, 2-D arrays, structs with arrays, pointers (the
 * pointer copied, not its pointee), and lastprivate of arrays. */
#include "hunt27_harness.h"
#define N 8

typedef struct { int cnt; double acc[3]; } stat_t;

static int test_firstprivate_arrays(void) {
  int errs = 0;
  int a[N];
  double m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  for (int i = 0; i < N; i++) a[i] = i;
  int out[N];
  double msum = 0;
#pragma omp target firstprivate(a, m) map(from: out, msum)
  {
    for (int i = 0; i < N; i++) a[i] *= 3;
    for (int i = 0; i < N; i++) out[i] = a[i];
    m[1][2] = 60;
    msum = 0;
    for (int i = 0; i < 2; i++) for (int j = 0; j < 3; j++) msum += m[i][j];
  }
  H27_CHECK(errs, out[7] == 21 && a[7] == 7 && msum == 75.0 && m[1][2] == 6.0);
  H27_DONE(errs);
  return errs;
}

static int test_private_in_teams(void) {
  int errs = 0;
  stat_t st = {0, {0, 0, 0}};
  int res[4] = {0};
  double scratch[N];
#pragma omp target teams num_teams(4) private(st, scratch) map(tofrom: res)
  {
    int t = omp_get_team_num();
    st.cnt = t;
    for (int i = 0; i < N; i++) scratch[i] = t + i;
    st.acc[0] = scratch[N - 1];
    if (t < 4) res[t] = st.cnt * 100 + (int)st.acc[0];
  }
  H27_CHECK(errs, res[0] == 7);
  H27_CHECK(errs, res[1] == 0 || res[1] == 108);
  H27_CHECK(errs, st.cnt == 0);
  H27_DONE(errs);
  return errs;
}

static int test_pointer_firstprivate(void) {
  int errs = 0;
  int *buf = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) buf[i] = i;
  int *p = buf;
#pragma omp target data map(tofrom: buf[0:N])
  {
#pragma omp target firstprivate(p)
    { p[0] = 100; p += 2; p[0] = 200; }
  }
  H27_CHECK(errs, buf[0] == 100 && buf[2] == 200 && p == buf);
  free(buf);
  H27_DONE(errs);
  return errs;
}

static int test_parallel_private_arrays(void) {
  int errs = 0;
  int tmp[4] = {9, 9, 9, 9};
  int sums[N];
  stat_t s = {5, {1, 1, 1}};
#pragma omp target map(from: sums) map(to: tmp, s)
#pragma omp parallel for private(tmp) firstprivate(s)
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 4; k++) tmp[k] = i + k;
    s.acc[0] += 1;
    sums[i] = tmp[0] + tmp[3] + s.cnt;
  }
  H27_CHECK(errs, sums[0] == 8 && sums[7] == 22 && tmp[0] == 9);
  int last[2] = {0, 0};
#pragma omp target parallel for lastprivate(last) map(tofrom: last)
  for (int i = 0; i < N; i++) { last[0] = i; last[1] = i * i; }
  H27_CHECK(errs, last[0] == 7 && last[1] == 49);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_firstprivate_arrays();
  errs += test_private_in_teams();
  errs += test_pointer_firstprivate();
  errs += test_parallel_private_arrays();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
