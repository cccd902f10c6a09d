/* Synchronisation constructs in target parallel regions (every thread of
 * one team runs the region), in the bodies of loop kernels and in declare
 * target functions: barrier ordering with per-thread writes read by
 * another thread after the barrier, single and masked counted per team,
 * critical under contention across teams, flush. */
#include <stdio.h>
#include <omp.h>
#define T 16
#define N 4000

#pragma omp declare target
int shared_count;
void bump(int *c) {
  /* a non-atomic update that only the lock keeps right */
#pragma omp critical(bump)
  {
    int v = *c;
    *c = v + 1;
  }
#pragma omp flush
}
/* masked and single nowait bind to the caller's team */
void mark(int *m, int *s) {
#pragma omp masked
  (*m)++;
#pragma omp single nowait
  (*s)++;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;
  int a[T], b[T], singles = 0, nowaits = 0, masked = 0, masked3 = 0, masters = 0;
  int fm = 0, fs = 0;

  /* 1: every thread writes its slot, then after the barrier reads its
   * neighbour's; three rounds, each a different neighbour. */
#pragma omp target parallel num_threads(T) map(from: a, b) map(tofrom: singles, nowaits, masked, masked3, masters, fm, fs)
  {
    int t = omp_get_thread_num();
    mark(&fm, &fs);
    a[t] = t * 10;
#pragma omp barrier
    b[t] = a[(t + 1) % T];
#pragma omp barrier
    a[t] = b[(t + 3) % T] + 1;
#pragma omp single
    singles++;
#pragma omp single nowait
    nowaits++;
#pragma omp masked
    masked++;
#pragma omp masked filter(3)
    masked3++;
#pragma omp master
    masters++;
#pragma omp barrier
    b[t] = a[(t + 5) % T] + singles * 1000;
  }
  int ok = 1;
  for (int t = 0; t < T; t++) {
    ok &= a[t] == ((t + 4) % T) * 10 + 1;
    ok &= b[t] == ((t + 9) % T) * 10 + 1 + 1000;
  }
  printf("1: barrier %d single %d %d masked %d %d master %d\n", ok, singles, nowaits, masked, masked3, masters);
  fails += !ok || singles != 1 || nowaits != 1 || masked != 1 || masked3 != 1 || masters != 1;
#pragma omp target map(tofrom: fm, fs)
  mark(&fm, &fs);
  printf("1: function masked %d single %d\n", fm, fs);
  fails += fm != 2 || fs != 2;

  /* 2: critical in a loop kernel of several teams, unnamed and named,
   * and through a declare target function. */
  int count = 0, named = 0;
  double dsum = 0;
#pragma omp target teams distribute parallel for num_teams(8) thread_limit(64) map(tofrom: count, named, dsum)
  for (int i = 0; i < N; i++) {
#pragma omp critical
    {
      /* a read and a write far apart (volatile: kept where written) */
      volatile int *vc = &count;
      int c = *vc;
      for (int k = 0; k < 200; k++) *vc = k;
      *vc = c + 1;
    }
#pragma omp critical(named)
    {
      named += i & 3;
      dsum += 0.25;
    }
    bump(&shared_count);
  }
  int hc = 0;
#pragma omp target map(from: hc)
  hc = shared_count;
  printf("2: %d %d %g %d\n", count, named, dsum, hc);
  fails += count != N || named != N / 4 * 6 || dsum != N / 4 || hc != N;

  /* 3: a critical that spans a plain target region; in a target
   * parallel region, each thread bumps a counter ten times, and the first
   * thread in waits inside until every thread has tried to enter: without
   * exclusion the others would be inside with it. */
  int x = 0, y = 0, arrived = 0, inside = 0, viol = 0;
#pragma omp target map(tofrom: x)
#pragma omp critical
  x += 5;
#pragma omp target parallel num_threads(8) map(tofrom: y, arrived, inside, viol)
  {
#pragma omp barrier
#pragma omp atomic
    arrived++;
#pragma omp critical
    {
      int in;
#pragma omp atomic capture
      in = ++inside;
      for (long s = 0; s < 200000000L; s++) {
        int seen;
#pragma omp atomic read
        seen = arrived;
        if (seen == omp_get_num_threads()) break;
      }
      int still;
#pragma omp atomic read
      still = inside;
      viol += in != 1 || still != 1;
#pragma omp atomic
      inside--;
    }
    for (int r = 0; r < 10; r++) {
#pragma omp critical
      {
        volatile int *vy = &y;
        int v = *vy;
        for (int k = 0; k < 200; k++) *vy = k;
        *vy = v + 2;
      }
    }
  }
  printf("3: %d %d %d %d\n", x, y, arrived, viol);
  fails += x != 5 || y != 160 || arrived != 8 || viol != 0;

  if (fails) {
    printf("FAIL target_sync (%d)\n", fails);
    return 1;
  }
  printf("PASS target_sync\n");
  return 0;
}
