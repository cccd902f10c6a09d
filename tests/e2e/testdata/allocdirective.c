/* The allocate directive on variables of device code: in a target region,
 * in a generic region beside a nested parallel loop, and in a declare
 * target function. Each variable keeps one copy per thread that runs its
 * declaration, wherever the predefined allocator places it. */
#include <omp.h>
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

#pragma omp declare target
static int triple_sum(int x) {
  int buf[3];
#pragma omp allocate(buf) allocator(omp_thread_mem_alloc)
  buf[0] = x;
  buf[1] = 2 * x;
  buf[2] = buf[0] + buf[1];
  return buf[2];
}
#pragma omp end declare target

int main(void) {
  enum { N = 256 };
  int a[N];
  long s = 0;

  /* A region of one thread: the array is the region's own. */
#pragma omp target map(tofrom: s)
  {
    long t[8];
    int k = 3;
#pragma omp allocate(t, k) allocator(omp_low_lat_mem_alloc)
    for (int i = 0; i < 8; i++)
      t[i] = i * k;
    for (int i = 0; i < 8; i++)
      s += t[i];
  }
  check("region sum", s, 3 * 28);

  /* Beside a nested parallel loop: the sequential part's array, then each
   * iteration's call with an array of its own. */
  int base = 0;
#pragma omp target map(from: a, base)
  {
    int b[2] = {5, 7};
#pragma omp allocate(b) allocator(omp_default_mem_alloc)
    base = b[0] + b[1];
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      a[i] = triple_sum(i) + b[1];
  }
  check("base", base, 12);
  for (int i = 0; i < N; i++)
    check("a[i]", a[i], 3 * i + 7);

  /* Per-iteration arrays in a combined loop construct. */
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < N; i++) {
    int w[4];
#pragma omp allocate(w) allocator(omp_pteam_mem_alloc)
    for (int j = 0; j < 4; j++)
      w[j] = i + j;
    a[i] = w[0] + w[3];
  }
  for (int i = 0; i < N; i++)
    check("combined a[i]", a[i], 2 * i + 3);

  if (fails == 0)
    printf("PASS allocdirective\n");
  return fails != 0;
}
