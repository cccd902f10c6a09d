/* Differential program (against clang-19): clauses of the target
 * construct one at a time: if(target: ...) choosing the host, device()
 * naming the default device and the initial device, thread_limit on
 * target (OpenMP 5.1), in_reduction of a target task in a taskgroup with
 * task_reduction, uses_allocators with a predefined allocator and the
 * allocate clause, sections with an omitted lower bound or length, and
 * has_device_addr of a section of omp_target_alloc memory. */
#include "hunt26_harness.h"
#define N 64

static int test_if_device(void) {
  int errs = 0;
  int where[4];
  int big = N;
#pragma omp target if(target: big > 100) map(from: where[0:1])
  { where[0] = omp_is_initial_device(); }
#pragma omp target if(big > 10) map(from: where[1:1])
  { where[1] = omp_is_initial_device(); }
#pragma omp target device(omp_get_default_device()) map(from: where[2:1])
  { where[2] = omp_is_initial_device(); }
#pragma omp target device(omp_get_initial_device()) map(from: where[3:1])
  { where[3] = omp_is_initial_device(); }
  H26_CHECK(errs, where[0] == 1 && where[1] == 0 && where[2] == 0 && where[3] == 1);
  H26_DONE(errs);
  return errs;
}

static int test_thread_limit(void) {
  int errs = 0;
  int lim = 0, nt = 0;
#pragma omp target thread_limit(4) map(from: lim, nt)
  {
#pragma omp parallel
    {
#pragma omp single
      { nt = omp_get_num_threads(); lim = omp_get_thread_limit(); }
    }
  }
  H26_CHECK(errs, nt >= 1 && nt <= 4 && lim <= 4);
  H26_DONE(errs);
  return errs;
}

static int test_in_reduction(void) {
  int errs = 0;
  long sum = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: sum)
    {
#pragma omp target in_reduction(+: sum) map(to: a[0:N / 2])
      for (int i = 0; i < N / 2; i++) sum += a[i];
#pragma omp target in_reduction(+: sum) map(to: a[N / 2:N / 2])
      for (int i = N / 2; i < N; i++) sum += 2 * a[i];
#pragma omp task in_reduction(+: sum)
      sum += 1000;
    }
  }
  H26_CHECK(errs, sum == 496 + 2 * 1520 + 1000);
  H26_DONE(errs);
  return errs;
}

static int test_allocators(void) {
  int errs = 0;
  int out[4] = {0};
  int t = 0;
#pragma omp target uses_allocators(omp_pteam_mem_alloc) map(from: out)
#pragma omp teams num_teams(1) allocate(omp_pteam_mem_alloc: t) private(t)
  {
    t = 5;
#pragma omp parallel num_threads(4)
    {
#pragma omp atomic
      t += 1;
    }
    out[0] = t >= 6;
  }
  int p = 0;
#pragma omp target map(from: out[1:1]) firstprivate(p) allocate(omp_default_mem_alloc: p) uses_allocators(omp_default_mem_alloc)
  { p += 41; out[1] = p + 1; }
  H26_CHECK(errs, out[0] == 1 && out[1] == 42);
  H26_DONE(errs);
  return errs;
}

static int test_section_bounds(void) {
  int errs = 0;
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target map(tofrom: a[:16])
  for (int i = 0; i < 16; i++) a[i] += 100;
#pragma omp target map(tofrom: a[48:])
  for (int i = 48; i < N; i++) a[i] -= 100;
#pragma omp target map(tofrom: a[:])
  { a[20] = a[0] + a[63]; }
  H26_CHECK(errs, a[15] == 115 && a[16] == 16 && a[48] == -52 && a[20] == 100 - 37);
  H26_DONE(errs);
  return errs;
}

static int test_has_device_addr_section(void) {
  int errs = 0, dev = omp_get_default_device(), host = omp_get_initial_device();
  int *d = omp_target_alloc(N * sizeof(int), dev);
#pragma omp target has_device_addr(d[0:N])
  for (int i = 0; i < N; i++) d[i] = 3 * i;
#pragma omp target teams distribute parallel for has_device_addr(d[8:8])
  for (int i = 8; i < 16; i++) d[i] = -d[i];
  int h[N];
  omp_target_memcpy(h, d, sizeof h, 0, 0, host, dev);
  H26_CHECK(errs, h[7] == 21 && h[8] == -24 && h[15] == -45 && h[16] == 48);
  omp_target_free(d, dev);
  H26_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  printf("offloading %d\n", h26_offloading());
  errs += test_if_device();
  errs += test_thread_limit();
  errs += test_in_reduction();
  errs += test_allocators();
  errs += test_section_bounds();
  errs += test_has_device_addr_section();
  printf("total %d\n", errs);
  return errs != 0;
}
