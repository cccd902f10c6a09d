/* Device lock routines on omp_lock_t in device memory: a mapped lock, a
 * declare target lock, a lock local to a region and a lock declared
 * beside the loop of a generic region. Every iteration of a parallel loop
 * increments a plain counter under the lock (taken with omp_set_lock,
 * or by spinning on omp_test_lock). */
#include <omp.h>
#include <stdio.h>

#define N 2000

omp_lock_t glock, hlock;
long gcount;
#pragma omp declare target(glock, hlock, gcount)

#pragma omp declare target
static void bump(omp_lock_t *l, long *c) {
  omp_set_lock(l);
  long v = *c;
  *c = v + 1;
  omp_unset_lock(l);
}
#pragma omp end declare target

int main(void) {
  int failures = 0;

  /* A mapped lock, set from every iteration of a combined loop. */
  omp_lock_t lock;
  long count = 0;
#pragma omp target map(tofrom: lock)
  omp_init_lock(&lock);
#pragma omp target teams distribute parallel for num_teams(4) thread_limit(8) map(tofrom: lock, count)
  for (int i = 0; i < N; i++) {
    omp_set_lock(&lock);
    long v = count;
    count = v + 1;
    omp_unset_lock(&lock);
  }
  printf("mapped lock: count=%ld\n", count);
  failures += count != N;

  /* A declare target lock, through a declare target function. */
#pragma omp target
  {
    omp_init_lock(&glock);
    gcount = 0;
  }
#pragma omp target parallel for num_threads(16)
  for (int i = 0; i < N; i++) bump(&glock, &gcount);
  long g = -1;
#pragma omp target map(from: g)
  {
    g = gcount;
    omp_destroy_lock(&glock);
  }
  printf("declare target lock: count=%ld\n", g);
  failures += g != N;

  /* omp_test_lock takes a free lock (initialized with a hint) and says so. */
  int t_free = -1, t_again = -1;
#pragma omp target map(from: t_free, t_again)
  {
    omp_lock_t l;
    omp_init_lock_with_hint(&l, omp_sync_hint_uncontended);
    t_free = omp_test_lock(&l);
    omp_unset_lock(&l);
    omp_set_lock(&l);
    omp_unset_lock(&l);
    t_again = omp_test_lock(&l);
    omp_unset_lock(&l);
    omp_destroy_lock(&l);
  }
  printf("test_lock: free=%d again=%d\n", t_free, t_again);
  failures += t_free != 1 || t_again != 1;

  /* A lock a region left set is taken for the next region's task. */
  int t_held = -1;
#pragma omp target
  {
    omp_init_lock(&hlock);
    omp_set_lock(&hlock);
  }
#pragma omp target map(from: t_held)
  t_held = omp_test_lock(&hlock);
  printf("test_lock: held=%d\n", t_held);
  failures += t_held != 0;

  /* omp_test_lock in a loop takes the lock as omp_set_lock does. */
  long tcount = 0;
#pragma omp target map(tofrom: lock)
  omp_init_lock(&lock);
#pragma omp target teams distribute parallel for num_teams(3) thread_limit(4) map(tofrom: lock, tcount)
  for (int i = 0; i < N; i++) {
    while (!omp_test_lock(&lock)) {
    }
    tcount = tcount + 3;
    omp_unset_lock(&lock);
  }
  printf("test_lock loop: count=%ld\n", tcount);
  failures += tcount != 3 * N;

  /* A generic region: the lock lives beside the loop, in storage the
   * team shares. */
  long total = 0, after = -1;
#pragma omp target map(tofrom: total) map(from: after)
  {
    omp_lock_t l;
    omp_init_lock(&l);
    long c = 0;
#pragma omp parallel for num_threads(32)
    for (int i = 0; i < N; i++) {
      omp_set_lock(&l);
      c = c + 2;
      omp_unset_lock(&l);
    }
    omp_destroy_lock(&l);
    total = c;
    after = omp_get_num_threads();
  }
  printf("generic lock: total=%ld after=%ld\n", total, after);
  failures += total != 2 * N || after != 1;

  if (failures) {
    printf("FAIL devlock: %d failures\n", failures);
    return 1;
  }
  printf("PASS devlock\n");
  return 0;
}
