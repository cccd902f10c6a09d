/* The loop variable of a simd loop declared before the loop is linear
 * with the loop's step (lastprivate with collapse), OpenMP 5.2 §5.1.1:
 * where the target construct maps it tofrom or from, the host sees after
 * the region the value a sequential run of the loop leaves (lb +
 * trip*step). A simd loop nested in a target region (alone, beside other
 * code, with collapse(2)), in a parallel region, in a declare target
 * function, and the combined target simd, target parallel for simd and
 * target teams distribute parallel for simd; increasing and decreasing
 * loops, steps that do not divide the range, several trip counts. The
 * host runs the same loops sequentially for the expected values. */
#include <stdio.h>

static int fails;

static void check(const char *what, int n, long got, long want) {
  if (got != want) {
    printf("FAIL %s n=%d: got %ld, want %ld\n", what, n, got, want);
    fails++;
  }
}

#pragma omp declare target
/* The index's value after the loop, times 1000, plus the sum of the
 * indices the loop ran. */
static int inner(int n) {
  int i;
  int s = 0;
#pragma omp simd reduction(+: s)
  for (i = 1; i < n; i += 2)
    s += i;
  return i * 1000 + s;
}
#pragma omp end declare target

static void run(int n) {
  int j = -7, i2 = -7, k2 = -7, g = -7, r = -7, t = -7, u = -7, w = -7, d = -7, e = -7;
  long long cnt = 0, c2 = 0;
  int a[64] = {0};

  /* A simd loop alone in a target region (one loop kernel). */
#pragma omp target map(tofrom: j, cnt)
  {
#pragma omp simd reduction(+: cnt)
    for (j = 0; j < n; j += 3)
      cnt++;
  }
  int ej, ecnt = 0;
  for (ej = 0; ej < n; ej += 3)
    ecnt++;
  if (ecnt > 0)
    check("target{simd} index", n, j, ej);
  check("target{simd} count", n, (long)cnt, ecnt);

  /* collapse(2): both loop variables lastprivate. */
#pragma omp target map(tofrom: i2, k2, c2)
  {
#pragma omp simd collapse(2) reduction(+: c2)
    for (i2 = 0; i2 < n; i2++)
      for (k2 = 1; k2 < 8; k2 += 2)
        c2 += i2 * k2;
  }
  int ei2, ek2 = -7;
  long long ec2 = 0;
  for (ei2 = 0; ei2 < n; ei2++)
    for (ek2 = 1; ek2 < 8; ek2 += 2)
      ec2 += ei2 * ek2;
  if (n > 0) {
    check("collapse outer index", n, i2, ei2);
    check("collapse inner index", n, k2, ek2);
  }
  check("collapse sum", n, (long)c2, (long)ec2);

  /* Beside other code in the region, which reads the value after the
   * loop on the device. */
#pragma omp target map(tofrom: g, r)
  {
    g = 100;
#pragma omp simd
    for (g = 2; g <= n; g += 4)
      ;
    r = g + 1;
  }
  int eg;
  for (eg = 2; eg <= n; eg += 4)
    ;
  if (n >= 2) {
    check("generic index", n, g, eg);
    check("generic read after", n, r, eg + 1);
  }

  /* In a parallel region, on a variable private to each thread. */
#pragma omp target map(tofrom: a)
#pragma omp parallel num_threads(4)
  {
    int q;
#pragma omp simd
    for (q = 0; q < n; q += 4)
      a[q] += 1;
    int eq;
    for (eq = 0; eq < n; eq += 4)
      ;
    if (eq > 0 && q != eq)
      a[63] = 1;
  }
  check("parallel private index", n, a[63], 0);

  /* A declare target function. */
  int f = 0;
#pragma omp target map(from: f)
  f = inner(n);
  int ei, es = 0;
  for (ei = 1; ei < n; ei += 2)
    es += ei;
  if (n > 1)
    check("declare target function", n, f, ei * 1000 + es);

  /* Combined constructs. */
#pragma omp target simd map(tofrom: t)
  for (t = 0; t < n; t += 4)
    a[t] += 2;
  int et;
  for (et = 0; et < n; et += 4)
    ;
  if (n > 0)
    check("target simd", n, t, et);

#pragma omp target teams distribute parallel for simd map(tofrom: u, a)
  for (u = 0; u < 3 * n; u++)
    a[u % 60] += 3;
  if (n > 0)
    check("target teams distribute parallel for simd", n, u, 3 * n);

#pragma omp target parallel for simd map(from: w)
  for (w = n + 20; w > 2; w -= 5)
    ;
  int ew;
  for (ew = n + 20; ew > 2; ew -= 5)
    ;
  check("target parallel for simd decreasing", n, w, ew);

  /* Not mapped back: the original keeps its value. */
#pragma omp target simd map(to: d)
  for (d = 0; d < n; d++)
    ;
  check("map(to:) index", n, d, -7);

  /* Without a map clause the scalar is firstprivate. */
#pragma omp target simd
  for (e = 0; e < n; e++)
    ;
  check("unmapped index", n, e, -7);
}

int main(void) {
  /* After a loop of no iterations the value is left as it was by
   * clang-19 and the lowerer alike; OpenMP 5.2 leaves it unspecified
   * there, so it is not compared. */
  int ns[] = {10, 1, 23, 0, -3};
  for (int i = 0; i < 5; i++)
    run(ns[i]);
  if (fails) {
    printf("FAIL simd_index_copyout (%d)\n", fails);
    return 1;
  }
  printf("PASS simd_index_copyout\n");
  return 0;
}
