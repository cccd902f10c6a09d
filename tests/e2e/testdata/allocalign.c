/* The align clause of the allocate directive in device code: each
   variable lives at the alignment asked for, in a target region, a loop
   body of a combined construct, a parallel region of code, beside a
   nested parallel loop (the team's storage) and in a declare target
   function, on the device and in the host fallback. */
#include <stdint.h>
#include <stdio.h>
#include <omp.h>

#define ALIGN 256

#pragma omp declare target
static int fn_aligned(int k) {
  double buf[5];
  #pragma omp allocate(buf) allocator(omp_default_mem_alloc) align(128)
  for (int i = 0; i < 5; i++)
    buf[i] = k + i;
  return ((uintptr_t)buf % 128) == 0 && buf[4] == k + 4;
}
#pragma omp end declare target

int main(void) {
  int ok1 = 0, ok2 = 0, ok3 = 1, ok4 = 0, n = 64, r[64];
  #pragma omp target map(from: ok1)
  {
    char c = 1;
    int t[4], u;
    #pragma omp allocate(t, u) allocator(omp_default_mem_alloc) align(ALIGN / 4)
    t[0] = c;
    u = 2;
    ok1 = ((uintptr_t)t % 64) == 0 && ((uintptr_t)&u % 64) == 0 && t[0] + u == 3;
  }
  #pragma omp target map(from: ok2)
  ok2 = fn_aligned(3);
  #pragma omp target teams distribute parallel for map(from: r[0:n])
  for (int i = 0; i < n; i++) {
    long v[3];
    #pragma omp allocate(v) allocator(omp_default_mem_alloc) align(32)
    v[0] = i;
    r[i] = ((uintptr_t)v % 32) == 0 ? (int)v[0] : -1;
  }
  for (int i = 0; i < n; i++)
    ok3 &= r[i] == i;
  #pragma omp target parallel num_threads(4) map(tofrom: ok4)
  {
    float w[7];
    #pragma omp allocate(w) allocator(omp_default_mem_alloc) align(512)
    w[0] = 1;
    if (((uintptr_t)w % 512) == 0 && w[0] == 1) {
      #pragma omp atomic
      ok4++;
    }
  }
  int ok5 = 0, bad5 = 0;
  double out[100];
  #pragma omp target map(from: ok5, out[0:100])
  {
    double g[8];
    #pragma omp allocate(g) allocator(omp_default_mem_alloc) align(256)
    for (int j = 0; j < 8; j++)
      g[j] = j;
    ok5 = ((uintptr_t)g % 256) == 0;
    #pragma omp parallel for
    for (int i = 0; i < 100; i++)
      out[i] = g[i % 8] * 2;
  }
  for (int i = 0; i < 100; i++)
    bad5 += out[i] != (i % 8) * 2;
  int host_ok = fn_aligned(7);
  printf("aligned: region %d function %d loop %d parallel %d shared %d host %d\n", ok1, ok2, ok3, ok4 > 0, ok5 && !bad5, host_ok);
  if (!ok1 || !ok2 || !ok3 || ok4 == 0 || !ok5 || bad5 || !host_ok) {
    printf("FAIL allocalign\n");
    return 1;
  }
  printf("PASS allocalign\n");
  return 0;
}
