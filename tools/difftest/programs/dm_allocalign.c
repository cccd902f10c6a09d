/* The align clause of the allocate directive: variables of a target
   region, of a combined construct's loop body, of a parallel region of
   code, beside a nested parallel loop, of a teams region beside its
   distribute loop, of a declare target function and of host code, each
   checked for the alignment asked for. */
#include <stdint.h>
#include <stdio.h>
#include <omp.h>

#define LINE 64

#pragma omp declare target
static int fn_aligned(int k) {
  short s[3];
  #pragma omp allocate(s) allocator(omp_default_mem_alloc) align(2 * LINE)
  s[2] = (short)k;
  return ((uintptr_t)s % 128) == 0 && s[2] == k;
}
#pragma omp end declare target

static int host_aligned(void) {
  char q[5];
  #pragma omp allocate(q) allocator(omp_default_mem_alloc) align(4096)
  q[0] = 'a';
  return ((uintptr_t)q % 4096) == 0 && q[0] == 'a';
}

int main(void) {
  int r1 = 0, r2 = 0, r4 = 0, r5 = 0, tgood = 0, tall = 0, out[64], loop[32];
  #pragma omp target map(from: r1, r2)
  {
    int a, b[2];
    #pragma omp allocate(a, b) allocator(omp_default_mem_alloc) align(LINE)
    a = 1;
    b[1] = 2;
    r1 = ((uintptr_t)&a % LINE) == 0 && ((uintptr_t)b % LINE) == 0 && a + b[1] == 3;
    r2 = fn_aligned(9);
  }
  #pragma omp target teams distribute parallel for map(from: loop[0:32])
  for (int i = 0; i < 32; i++) {
    double v;
    #pragma omp allocate(v) allocator(omp_default_mem_alloc) align(16)
    v = i;
    loop[i] = ((uintptr_t)&v % 16) == 0 ? (int)v : -1;
  }
  #pragma omp target parallel num_threads(3) map(tofrom: r4)
  {
    long w[2];
    #pragma omp allocate(w) allocator(omp_default_mem_alloc) align(256)
    w[0] = 1;
    #pragma omp atomic
    r4 += ((uintptr_t)w % 256) == 0 && w[0] == 1;
  }
  #pragma omp target map(from: r5, out[0:64])
  {
    float g[4];
    #pragma omp allocate(g) allocator(omp_default_mem_alloc) align(512)
    for (int j = 0; j < 4; j++)
      g[j] = j;
    r5 = ((uintptr_t)g % 512) == 0;
    #pragma omp parallel for
    for (int i = 0; i < 64; i++)
      out[i] = (int)g[i % 4];
  }
  #pragma omp target teams num_teams(2) map(tofrom: tgood, tall)
  {
    int tb[4];
    #pragma omp allocate(tb) allocator(omp_default_mem_alloc) align(128)
    tb[0] = 5;
    #pragma omp distribute
    for (int i = 0; i < 2; i++)
      ;
    #pragma omp atomic
    tgood += ((uintptr_t)tb % 128) == 0 && tb[0] == 5;
    #pragma omp atomic
    tall += 1;
  }
  int bad = 0;
  for (int i = 0; i < 32; i++)
    bad += loop[i] != i;
  for (int i = 0; i < 64; i++)
    bad += out[i] != i % 4;
  printf("region %d function %d parallel %d shared %d teams %d host %d bad %d\n",
         r1, r2, r4, r5, tall > 0 && tgood == tall, host_aligned(), bad);
  return 0;
}
