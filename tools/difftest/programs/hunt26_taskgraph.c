/* Differential program (against clang-19): depend/nowait task graphs of
 * target constructs, one feature per test: a chain of enter data, kernels,
 * update and exit data all nowait with depend, a fan-out/fan-in of target
 * tasks over disjoint array sections, host tasks interleaved with target
 * tasks through depend on one variable, taskwait with depend, and
 * nowait regions inside a taskgroup. */
#include "hunt26_harness.h"
#define N 256
#define PARTS 4

static int test_chain(void) {
  int errs = 0;
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target enter data map(to: a) map(alloc: b) depend(out: a, b) nowait
#pragma omp target teams distribute parallel for depend(inout: a) nowait
  for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
#pragma omp target teams distribute parallel for depend(in: a) depend(out: b) nowait
  for (int i = 0; i < N; i++) b[i] = a[i] + a[N - 1 - i];
#pragma omp target update from(b) depend(inout: b) nowait
#pragma omp task depend(inout: b) shared(b)
  { for (int i = 0; i < N; i++) b[i] -= 1; }
#pragma omp target update to(b) depend(in: b) nowait
#pragma omp target depend(inout: b) nowait
  for (int i = 0; i < N; i++) b[i] *= 3;
#pragma omp target exit data map(from: b) map(delete: a) depend(in: b) nowait
#pragma omp taskwait
  H26_CHECK(errs, b[0] == 1533 && b[100] == 1533 && b[255] == 1533);
  H26_DONE(errs);
  return errs;
}

static int test_fan(void) {
  int errs = 0;
  double x[N];
  double part[PARTS] = {0};
  for (int i = 0; i < N; i++) x[i] = (i % 13) - 6;
  const int chunk = N / PARTS;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int p = 0; p < PARTS; p++) {
#pragma omp target map(tofrom: x[p * chunk:chunk]) depend(out: x[p * chunk]) nowait firstprivate(p)
      for (int i = p * chunk; i < (p + 1) * chunk; i++) x[i] = x[i] * x[i];
    }
    for (int p = 0; p < PARTS; p++) {
#pragma omp target map(to: x[p * chunk:chunk]) map(from: part[p:1]) depend(in: x[p * chunk]) depend(out: part[p]) nowait firstprivate(p)
      {
        double s = 0;
        for (int i = p * chunk; i < (p + 1) * chunk; i++) s += x[i];
        part[p] = s;
      }
    }
#pragma omp task depend(in: part[0], part[1], part[2], part[3])
    {
      double t = part[0] + part[1] + part[2] + part[3];
      H26_CHECK(errs, t > 0);
    }
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += ((i % 13) - 6) * ((i % 13) - 6);
  H26_CHECK(errs, part[0] + part[1] + part[2] + part[3] == s);
  H26_DONE(errs);
  return errs;
}

static int test_host_device_alternate(void) {
  int errs = 0;
  int v = 1, log[6] = {0}, step = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int r = 0; r < 3; r++) {
#pragma omp target map(tofrom: v) depend(inout: v) nowait
      { v = v * 3; }
#pragma omp task depend(inout: v) shared(log, step)
      { log[step++] = v; v = v + 1; }
    }
#pragma omp taskwait depend(in: v)
    log[5] = v;
  }
  H26_CHECK(errs, log[0] == 3 && log[1] == 12 && log[2] == 39 && log[5] == 40);
  H26_DONE(errs);
  return errs;
}

static int test_taskgroup(void) {
  int errs = 0;
  int c[N];
  for (int i = 0; i < N; i++) c[i] = 0;
#pragma omp taskgroup
  {
    for (int p = 0; p < PARTS; p++) {
#pragma omp target teams distribute parallel for map(tofrom: c[p * (N / PARTS):N / PARTS]) nowait
      for (int i = p * (N / PARTS); i < (p + 1) * (N / PARTS); i++) c[i] = i + p;
    }
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += c[i] != i + i / (N / PARTS);
  H26_CHECK(errs, bad == 0);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_chain();
  errs += test_fan();
  errs += test_host_device_alternate();
  errs += test_taskgroup();
  printf("total %d\n", errs);
  return errs != 0;
}
