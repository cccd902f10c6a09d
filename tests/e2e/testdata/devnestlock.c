/* Device nestable locks on omp_nest_lock_t in device memory: a mapped
 * lock, a declare target lock and a lock declared beside the loop of a
 * generic region. Every iteration of a parallel loop takes the lock
 * twice (the second time in a declare target function, or by
 * omp_test_nest_lock, which must answer the new nesting count) and
 * updates plain counters under it; the host checks them against sums it
 * computes itself. */
#include <omp.h>
#include <stdio.h>

#define N 2000

omp_nest_lock_t glock;
long gcount, gsum;
#pragma omp declare target(glock, gcount, gsum)

#pragma omp declare target
/* Takes the lock again (the caller holds it) and adds i. */
static void add_nested(omp_nest_lock_t *l, long *sum, int i) {
  omp_set_nest_lock(l);
  long v = *sum;
  *sum = v + i;
  omp_unset_nest_lock(l);
}
#pragma omp end declare target

int main(void) {
  int failures = 0;
  long want_sum = 0;
  for (int i = 0; i < N; i++) want_sum += i;

  /* A mapped lock, set twice from every iteration of a combined loop. */
  omp_nest_lock_t lock;
  long count = 0, sum = 0;
#pragma omp target map(tofrom: lock)
  omp_init_nest_lock(&lock);
#pragma omp target teams distribute parallel for num_teams(4) thread_limit(8) map(tofrom: lock, count, sum)
  for (int i = 0; i < N; i++) {
    omp_set_nest_lock(&lock);
    long v = count;
    count = v + 1;
    add_nested(&lock, &sum, i);
    omp_unset_nest_lock(&lock);
  }
  printf("mapped nest lock: count=%ld sum=%ld\n", count, sum);
  failures += count != N || sum != want_sum;

  /* A declare target lock taken by spinning on omp_test_nest_lock; the
   * owner's second test answers 2. */
  long bad = 0;
#pragma omp target
  {
    omp_init_nest_lock_with_hint(&glock, omp_sync_hint_contended);
    gcount = 0;
    gsum = 0;
  }
#pragma omp target parallel for num_threads(16) map(tofrom: bad)
  for (int i = 0; i < N; i++) {
    while (omp_test_nest_lock(&glock) == 0) {
    }
    int again = omp_test_nest_lock(&glock);
    long v = gcount;
    gcount = v + 1;
    gsum = gsum + i;
    if (again != 2) bad = bad + 1;
    omp_unset_nest_lock(&glock);
    omp_unset_nest_lock(&glock);
  }
  long g = -1, gs = -1;
#pragma omp target map(from: g, gs)
  {
    g = gcount;
    gs = gsum;
    omp_destroy_nest_lock(&glock);
  }
  printf("declare target nest lock: count=%ld sum=%ld bad=%ld\n", g, gs, bad);
  failures += g != N || gs != want_sum || bad != 0;

  /* The nesting counts omp_test_nest_lock answers to its owner. */
  int t1 = -1, t2 = -1, t4 = -1, t_free = -1;
#pragma omp target map(from: t1, t2, t4, t_free)
  {
    omp_nest_lock_t l;
    omp_init_nest_lock(&l);
    t1 = omp_test_nest_lock(&l);
    t2 = omp_test_nest_lock(&l);
    omp_set_nest_lock(&l);
    t4 = omp_test_nest_lock(&l);
    for (int k = 0; k < 4; k++) omp_unset_nest_lock(&l);
    t_free = omp_test_nest_lock(&l);
    omp_unset_nest_lock(&l);
    omp_destroy_nest_lock(&l);
  }
  printf("test_nest_lock: %d %d %d free=%d\n", t1, t2, t4, t_free);
  failures += t1 != 1 || t2 != 2 || t4 != 4 || t_free != 1;

  /* A generic region: the lock lives beside the loop, in storage the
   * team shares; three levels per iteration. */
  long total = 0, tsum = 0;
#pragma omp target map(tofrom: total, tsum)
  {
    omp_nest_lock_t l;
    omp_init_nest_lock(&l);
    long c = 0, s = 0;
#pragma omp parallel for num_threads(32)
    for (int i = 0; i < N; i++) {
      omp_set_nest_lock(&l);
      omp_set_nest_lock(&l);
      c = c + 2;
      add_nested(&l, &s, i);
      omp_unset_nest_lock(&l);
      omp_unset_nest_lock(&l);
    }
    omp_destroy_nest_lock(&l);
    total = c;
    tsum = s;
  }
  printf("generic nest lock: total=%ld sum=%ld\n", total, tsum);
  failures += total != 2 * N || tsum != want_sum;

  if (failures) {
    printf("FAIL devnestlock: %d failures\n", failures);
    return 1;
  }
  printf("PASS devnestlock\n");
  return 0;
}
