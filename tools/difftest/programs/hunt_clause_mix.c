/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): clauses that change no result
 * but must be taken (proc_bind, order with modifiers, allocate and
 * uses_allocators, nontemporal, aligned, simd if, if(parallel:)), and
 * clauses that do (lastprivate, linear, num_threads from a variable),
 * combined on the loop constructs of target regions. (firstprivate and
 * lastprivate of one item, and a linear step in a variable, are refused
 * with positioned errors.) */
#include <stdio.h>
#include <omp.h>

#define N 128

int main(void) {
  double a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  int nt = 4, on = 1, off = 0;
  double last = -1;
  int lin = 3, step = 2;
  /* firstprivate and lastprivate of one item */
  double fl = 100.0;
#pragma omp target map(tofrom: a, b, fl)
#pragma omp parallel for lastprivate(fl) \
    proc_bind(close) num_threads(nt) if(parallel: on) order(reproducible: concurrent)
  for (int i = 0; i < N; i++) {
    fl = i * 0.5;
    b[i] = a[i] * 2 + fl;
  }
  last = fl;
  /* linear with a variable step */
  int lins[N];
#pragma omp target parallel for simd linear(lin: 2) map(tofrom: lin, lins) simdlen(4) if(simd: off)
  for (int i = 0; i < N; i++) {
    lins[i] = lin;
    lin += step;
  }
  /* allocate on private items, aligned and nontemporal on simd */
  double tot = 0;
  int scratch[8];
#pragma omp target teams distribute parallel for simd reduction(+: tot) private(scratch) \
    allocate(omp_default_mem_alloc: scratch) uses_allocators(omp_default_mem_alloc) nontemporal(b) aligned(a: 8) map(to: a) map(tofrom: b)
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 8; k++) scratch[k] = k + i;
    b[i] += scratch[7];
    tot += a[i];
  }
  omp_allocator_handle_t al = omp_null_allocator;
  long part = 0;
#pragma omp target uses_allocators(omp_low_lat_mem_alloc) map(tofrom: part)
  {
    long buf[4] = {1, 2, 3, 4};
#pragma omp parallel for reduction(+: part) num_threads(3) proc_bind(spread)
    for (int i = 0; i < 4; i++) part += buf[i] * 10;
  }
  (void)al;
  /* if(parallel: 0) on a combined construct: one thread runs the loop */
  int threads_seen = 0;
#pragma omp target parallel for if(parallel: off) map(tofrom: threads_seen) reduction(max: threads_seen)
  for (int i = 0; i < 16; i++)
    threads_seen = omp_get_num_threads() > threads_seen ? omp_get_num_threads() : threads_seen;
  double sb = 0;
  for (int i = 0; i < N; i++) sb += b[i];
  printf("fl %g last %g b %g %g sb %g\n", fl, last, b[0], b[N - 1], sb);
  printf("lin %d %d %d %d\n", lin, lins[0], lins[1], lins[N - 1]);
  printf("tot %g part %ld threads %d\n", tot, part, threads_seen);
  printf("PASS hunt_clause_mix\n");
  return 0;
}
