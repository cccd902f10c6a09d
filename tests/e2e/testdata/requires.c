/* requires: unified_shared_memory reaches libomptarget (a map moves no
 * data: the region works on the host's storage, so a map(to:) array
 * written by the region changes on the host); unified_address and
 * dynamic_allocators are accepted; atomic_default_mem_order(seq_cst)
 * orders the atomics without a memory-order clause, in regions and in
 * host code. */
#pragma omp requires unified_shared_memory, atomic_default_mem_order(seq_cst)
#pragma omp requires unified_address dynamic_allocators
#include <stdio.h>
#include <stdlib.h>

#define N 256

int main(void) {
  int bad = 0;
  int a[4] = {0, 0, 0, 0};
#pragma omp target map(to: a)
  a[0] = 5;
  printf("usm: a[0]=%d\n", a[0]);
  bad |= a[0] != 5;

  /* A pointer the region uses without a map: the host's storage. */
  int *h = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) h[i] = i;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) h[i] *= 2;
  long s = 0;
  for (int i = 0; i < N; i++) s += h[i];
  printf("usm pointer: sum=%ld\n", s);
  bad |= s != (long)N * (N - 1);
  free(h);

  /* Atomics under the default memory order: a counter and a flag. */
  int count = 0, flag = 0, data = 0, got = -1;
#pragma omp target teams distribute parallel for map(tofrom: count)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    count += 1;
  }
#pragma omp target map(tofrom: flag, data, got)
  {
    data = 42;
#pragma omp atomic write
    flag = 1;
    int f;
#pragma omp atomic read
    f = flag;
    got = f ? data : -1;
  }
  int hc = 0;
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    hc++;
  }
  printf("atomics: count=%d got=%d host=%d\n", count, got, hc);
  bad |= count != N || got != 42 || hc != N;

  if (bad) {
    printf("FAIL requires\n");
    return 1;
  }
  printf("PASS requires\n");
  return 0;
}
