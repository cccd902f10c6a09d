/* target nowait with depend chains, target enter/exit/update data
 * nowait, taskwait and taskgroup, data mapped per task. */
#include "hunt27_harness.h"
#define N 64
#define NB 4

static int test_pipeline(void) {
  int errs = 0;
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target enter data map(to: a) map(alloc: b) nowait depend(out: a, b)
#pragma omp target nowait depend(inout: a) map(present, alloc: a)
  for (int i = 0; i < N; i++) a[i] *= 2;
#pragma omp target nowait depend(in: a) depend(out: b) map(present, alloc: a, b)
  for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma omp target update from(b) nowait depend(inout: b)
#pragma omp target exit data map(from: a) map(delete: b) nowait depend(inout: a, b)
#pragma omp taskwait
  H27_CHECK(errs, a[10] == 20.0 && b[10] == 21.0 && b[63] == 127.0);
  H27_DONE(errs);
  return errs;
}

static int test_blocks(void) {
  int errs = 0;
  int *x = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) x[i] = i;
  const int bs = N / NB;
  for (int blk = 0; blk < NB; blk++) {
    int lo = blk * bs;
#pragma omp target nowait map(tofrom: x[lo:bs]) depend(inout: x[lo]) firstprivate(lo)
    for (int i = lo; i < lo + bs; i++) x[i] += 1000;
#pragma omp target nowait map(tofrom: x[lo:bs]) depend(inout: x[lo])
    for (int i = lo; i < lo + bs; i++) x[i] *= 2;
  }
#pragma omp taskwait
  H27_CHECK(errs, x[0] == 2000 && x[63] == 2126 && x[17] == 2034);
  free(x);
  H27_DONE(errs);
  return errs;
}

static int test_taskgroup_host_task(void) {
  int errs = 0;
  int v[NB] = {0};
  int sum = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup
    {
      for (int k = 0; k < NB; k++) {
#pragma omp target nowait map(tofrom: v[k:1]) depend(out: v[k])
        v[k] = (k + 1) * 10;
#pragma omp task depend(in: v[k]) shared(sum, v)
        {
#pragma omp atomic
          sum += v[k];
        }
      }
    }
  }
  H27_CHECK(errs, sum == 100 && v[3] == 40);
  H27_DONE(errs);
  return errs;
}

static int test_struct_async(void) {
  int errs = 0;
  struct { int n; double vals[N]; } s;
  s.n = N;
  for (int i = 0; i < N; i++) s.vals[i] = 1;
  double total = 0;
#pragma omp target map(tofrom: s) nowait depend(out: s)
  for (int i = 0; i < s.n; i++) s.vals[i] += i;
#pragma omp target map(to: s) map(tofrom: total) nowait depend(in: s) depend(out: total)
  for (int i = 0; i < s.n; i++) total += s.vals[i];
#pragma omp taskwait depend(in: total)
  H27_CHECK(errs, total == N + N * (N - 1) / 2);
#pragma omp taskwait
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_pipeline();
  errs += test_blocks();
  errs += test_taskgroup_host_task();
  errs += test_struct_async();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
