/* Worksharing loops among the code of parallel regions in target
 * regions, in shapes beside those of tests/e2e/testdata/parallel_ws.c:
 * a loop under a condition every thread computes alike, the loop
 * construct, private and firstprivate on for, if(parallel: 0), a
 * collapsed nest with lastprivate of its loop variables, a declare
 * target function called by every thread, and a parallel region of code
 * with sections, reached in a while loop of a generic region, and a
 * convergence loop decided by a single, which thread runs which
 * iteration under the static schedules, and a loop condition calling a
 * function of the unit. */
#include <stdio.h>
#include <omp.h>
#define N 300

#pragma omp declare target
static int twice(int v) { return 2 * v; }
/* the same for every thread given the same n: rounds may decide
 * whether the team reaches a worksharing loop */
static int rounds_for(int n) { return n / 100 + (n % 100 != 0); }
#pragma omp end declare target

int main(void) {
  int a[N], b[N], calls = 0, small = 0, pi = -1, pj = -1, i = -1, j = -1;
  long total = 0;
  int n = N, scale = 3;
#pragma omp target parallel num_threads(6) map(tofrom: a, b, calls, small, pi, pj, total, i, j)
  {
    int per = n / omp_get_num_threads();
    int tmp = 100;
    if (per > 10) {
#pragma omp for firstprivate(scale) private(tmp)
      for (int i = 0; i < n; i++) {
        tmp = twice(i);
        a[i] = tmp * scale;
      }
    } else {
#pragma omp atomic
      small++;
    }
#pragma omp atomic
    calls += tmp == 100;
#pragma omp loop bind(parallel)
    for (int i = 0; i < n; i++) b[i] = a[n - 1 - i] + 1;
#pragma omp for collapse(2) lastprivate(i, j) reduction(+: total)
    for (i = 0; i < 10; i++)
      for (j = 0; j < 30; j++) total += b[i * 30 + j];
#pragma omp single
    {
      pi = i;
      pj = j;
    }
  }
  long want = 0;
  for (int k = 0; k < N; k++) want += 6 * (N - 1 - k) + 1;
  int ok = 1;
  for (int k = 0; k < N; k++) ok &= a[k] == 6 * k && b[k] == 6 * (N - 1 - k) + 1;
  printf("A: values %d calls %d small %d total %ld (%ld) last %d %d\n", ok, calls, small, total, want, pi, pj);

  int c[N], one = 0, cnt = 0;
#pragma omp target parallel if(parallel: 0) map(tofrom: c, one, cnt)
  {
#pragma omp for schedule(static, 7)
    for (int k = 0; k < N; k++) c[k] = k;
#pragma omp atomic
    cnt++;
#pragma omp single
    one = omp_get_num_threads();
  }
  ok = 1;
  for (int k = 0; k < N; k++) ok &= c[k] == k;
  printf("B: values %d threads %d count %d\n", ok, one, cnt);

  int d[N], rounds = 0, visits = 0, sec[2] = {0, 0};
#pragma omp target map(tofrom: d, rounds, visits, sec)
  {
    int left = 3;
    for (int k = 0; k < N; k++) d[k] = 0;
    while (left > 0) {
#pragma omp parallel num_threads(4)
      {
#pragma omp for
        for (int k = 0; k < N; k++) d[k] += k;
#pragma omp atomic
        visits++;
#pragma omp sections
        {
#pragma omp section
          sec[0] += left;
#pragma omp section
          sec[1] += d[N - 1];
        }
      }
      left--;
      rounds++;
    }
  }
  ok = 1;
  for (int k = 0; k < N; k++) ok &= d[k] == 3 * k;
  printf("C: values %d rounds %d visits %d sections %d %d\n", ok, rounds, visits, sec[0], sec[1]);

  /* D: a convergence loop every thread runs, decided by a single: the
   * flag is shared, so every thread sees the single's write after its
   * barrier. */
  double x[N], err = 0;
  int iters = 0, done = 0;
  for (int k = 0; k < N; k++) x[k] = k;
#pragma omp target parallel num_threads(16) map(tofrom: x, err, iters, done)
  {
    while (!done) {
#pragma omp for reduction(max: err)
      for (int k = 0; k < N; k++) {
        double d = x[k] * 0.5;
        x[k] -= d;
        if (d > err) err = d;
      }
#pragma omp single
      {
        iters++;
        if (err < 1e-3)
          done = 1;
        else
          err = 0;
      }
    }
  }
  printf("D: iterations %d error %.6f last %.6f\n", iters, err, x[N - 1]);

  /* E: the static schedules OpenMP specifies: chunks of 5 dealt out in
   * thread order, and without a chunk one block per thread. */
  int own5[N], ownb[N], nt = 0;
#pragma omp target parallel num_threads(7) map(from: own5, ownb) map(tofrom: nt)
  {
#pragma omp for schedule(static, 5)
    for (int k = 0; k < N; k++) own5[k] = omp_get_thread_num();
#pragma omp for schedule(static)
    for (int k = 0; k < N; k++) ownb[k] = omp_get_thread_num();
#pragma omp masked
    nt = omp_get_num_threads();
  }
  int ok5 = 1, okb = 1;
  for (int k = 0; k < N; k++) {
    ok5 &= own5[k] == (k / 5) % nt;
    okb &= ownb[k] >= 0 && ownb[k] < nt && (k == 0 || ownb[k] >= ownb[k - 1]);
  }
  printf("E: threads %d chunked %d blocked %d\n", nt, ok5, okb);

  /* F: a loop condition that calls a function of the unit. */
  int acc[N], passes = 0;
  for (int k = 0; k < N; k++) acc[k] = 0;
#pragma omp target parallel num_threads(5) map(tofrom: acc, passes)
  {
    for (int r = 0; r < rounds_for(n); r++) {
#pragma omp for
      for (int k = 0; k < N; k++) acc[k] += r;
#pragma omp masked
      passes++;
    }
  }
  ok = 1;
  for (int k = 0; k < N; k++) ok &= acc[k] == 3;
  printf("F: passes %d values %d\n", passes, ok);
  return 0;
}
