/* The allocate clause on constructs that privatise, in target regions and
 * on target constructs, with every predefined allocator, and
 * uses_allocators with predefined allocators: a private copy is a private
 * copy wherever the allocator places it. */
#include <omp.h>
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

int main(void) {
  enum { N = 64 };
  long out[N];
  int x = 7;
  double d[4] = {1, 2, 3, 4};

  /* On the target construct: firstprivate copies start as the host's. */
#pragma omp target firstprivate(x, d) allocate(omp_default_mem_alloc: x) allocate(d) map(from: out[0:2]) uses_allocators(omp_default_mem_alloc)
  {
    x += 1;
    d[3] += 10;
    out[0] = x;
    out[1] = (long)d[3];
  }
  check("target firstprivate x", out[0], 8);
  check("target firstprivate d", out[1], 14);
  check("target host x", x, 7);
  check("target host d", (long)d[3], 4);

  /* On a combined construct, each predefined allocator. */
#pragma omp target teams distribute parallel for private(x) allocate(omp_large_cap_mem_alloc: x) map(from: out[0:N]) uses_allocators(omp_large_cap_mem_alloc)
  for (int i = 0; i < N; i++) {
    x = i * 2;
    out[i] = x + 1;
  }
  for (int i = 0; i < N; i++)
    check("large_cap", out[i], 2 * i + 1);

#pragma omp target teams distribute parallel for firstprivate(x) allocate(omp_default_mem_alloc: x) map(from: out[0:N]) uses_allocators(omp_default_mem_alloc)
  for (int i = 0; i < N; i++) {
    x += i;
    out[i] = x;
    x -= i;
  }
  for (int i = 0; i < N; i++)
    check("default", out[i], 7 + i);

  int s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) allocate(omp_low_lat_mem_alloc: s) map(tofrom: s) uses_allocators(omp_low_lat_mem_alloc)
  for (int i = 0; i < N; i++)
    s += i;
  check("low_lat reduction", s, N * (N - 1) / 2);

  /* Nested constructs in a region. */
#pragma omp target map(from: out[0:N]) map(to: x)
  {
#pragma omp teams distribute parallel for firstprivate(x) allocate(omp_cgroup_mem_alloc: x)
    for (int i = 0; i < N; i++) {
      x += i;
      out[i] = x;
      x -= i;
    }
  }
  for (int i = 0; i < N; i++)
    check("cgroup nested", out[i], 7 + i);

#pragma omp target map(from: out[0:N])
  {
#pragma omp parallel for private(x) allocate(omp_thread_mem_alloc: x)
    for (int i = 0; i < N; i++) {
      x = 3 * i;
      out[i] = x;
    }
  }
  for (int i = 0; i < N; i++)
    check("thread nested", out[i], 3 * i);

  int last = -1;
#pragma omp target teams distribute parallel for lastprivate(last) allocate(omp_pteam_mem_alloc: last) map(tofrom: last) uses_allocators(omp_pteam_mem_alloc)
  for (int i = 0; i < N; i++)
    last = i * 5;
  check("pteam lastprivate", last, (N - 1) * 5);

#pragma omp target teams distribute parallel for firstprivate(x) allocate(omp_const_mem_alloc: x) map(from: out[0:N]) uses_allocators(omp_const_mem_alloc)
  for (int i = 0; i < N; i++)
    out[i] = x * i;
  for (int i = 0; i < N; i++)
    check("const", out[i], 7 * i);

  /* High-bandwidth memory, where the device has none: still a copy. */
#pragma omp target map(from: out[0:N])
  {
#pragma omp parallel for private(x) allocate(omp_high_bw_mem_alloc: x)
    for (int i = 0; i < N; i++) {
      x = 4 * i;
      out[i] = x + 1;
    }
  }
  for (int i = 0; i < N; i++)
    check("high_bw nested", out[i], 4 * i + 1);

  /* single, sections and task in a region's parallel region. */
  long o4[4] = {0};
#pragma omp target map(tofrom: o4) map(to: x)
#pragma omp parallel num_threads(2)
  {
#pragma omp single firstprivate(x) allocate(omp_thread_mem_alloc: x)
    {
      x += 10;
      o4[0] = x;
    }
#pragma omp sections private(x) allocate(omp_pteam_mem_alloc: x)
    {
#pragma omp section
      {
        x = 3;
        o4[1] = x * 2;
      }
#pragma omp section
      {
        x = 4;
        o4[2] = x * 2;
      }
    }
#pragma omp single
    {
#pragma omp task firstprivate(x) allocate(omp_low_lat_mem_alloc: x)
      {
        x += 1;
        o4[3] = x;
      }
    }
  }
  check("single", o4[0], 17);
  check("sections", o4[1] + o4[2], 14);
  check("task", o4[3], 8);

  check("host x", x, 7);
  if (fails)
    return 1;
  printf("PASS allocclause\n");
  return 0;
}
