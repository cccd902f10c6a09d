/* Synchronisation constructs in target regions with code beside nested
 * parallel loops (generic mode): critical (unnamed and named) under
 * contention in the loops, single/masked/master/barrier/flush in the code
 * thread 0 runs (a team of one), atomics on shared, captured and mapped
 * variables. Each count differs if a construct ran too often, too rarely
 * or without exclusion. */
#include <stdio.h>
#include <omp.h>
#define N 2000
int main(void) {
  int fails = 0;
  int hist[8] = {0};
  int res[12] = {0};
  int n = N;

#pragma omp target map(tofrom: hist, res)
  {
    int count = 0;        /* shared: declared beside the loops */
    long sum = 0;
    double dsum = 0.0;
    int singles = 0, masters = 0, maskeds = 0, maskeds1 = 0;
#pragma omp parallel for num_threads(64)
    for (int i = 0; i < N; i++) {
      /* a non-atomic read-modify-write that only exclusion keeps right */
#pragma omp critical
      {
        /* a read and a write far apart (volatile: kept where written) */
        volatile int *vc = &count;
        int c = *vc;
        for (int k = 0; k < 200; k++) *vc = k;
        *vc = c + 1;
      }
#pragma omp critical(sums)
      {
        sum += i;
        dsum += 0.5;
      }
#pragma omp atomic
      hist[i & 7] += 1;
#pragma omp flush
    }
#pragma omp single
    singles++;
#pragma omp masked
    maskeds++;
#pragma omp masked filter(1)
    maskeds1++;
#pragma omp master
    masters++;
#pragma omp barrier
#pragma omp flush
    res[0] = count;
    res[1] = (int)(sum % 100000);
    res[2] = (int)dsum;
    res[3] = singles;
    res[4] = maskeds;
    res[5] = maskeds1;
    res[6] = masters;
    int reached = 0;
#pragma omp parallel for num_threads(64)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      reached++;
      int v;
#pragma omp atomic capture
      v = n++;
      if (v == 2 * N - 1) res[7] += 1;
    }
    {
#pragma omp critical
      res[8] = reached + omp_get_num_threads();
    }
    /* The first thread in waits inside until every thread has tried
     * to enter: without exclusion the others would be inside with it. */
    int arrived = 0, inside = 0, first = 1, viol = 0;
#pragma omp parallel for num_threads(64)
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      arrived++;
#pragma omp critical
      {
        int in;
#pragma omp atomic capture
        in = ++inside;
        if (first) {
          first = 0;
          for (long s = 0; s < 200000000L; s++) {
            int seen;
#pragma omp atomic read
            seen = arrived;
            if (seen >= omp_get_num_threads()) break;
          }
        }
        int still;
#pragma omp atomic read
        still = inside;
        viol += in != 1 || still != 1;
#pragma omp atomic
        inside--;
      }
    }
    res[9] = viol;
    res[10] = arrived;
    /* rounds decided by thread 0, a reduction and an atomic in each */
    long rsum = 0;
    int round = 0, hits = 0;
    while (round < 3) {
#pragma omp parallel for num_threads(64) reduction(+: rsum)
      for (int i = 0; i < N; i++) {
        rsum += i + round;
#pragma omp atomic
        hits++;
      }
      round++;
    }
    res[11] = (int)(rsum % 1000003) + hits;
  }
  /* A parallel region of loops with single and master between them:
   * one thread runs each, inside the team of the loops. */
  int a2[N], b2[N], info[4] = {0};
#pragma omp target map(from: a2, b2) map(tofrom: info)
#pragma omp parallel num_threads(32)
  {
#pragma omp for
    for (int i = 0; i < N; i++) a2[i] = i;
#pragma omp single
    {
      info[0]++;
      info[1] = omp_get_num_threads();
      info[2] = a2[N - 1];
    }
#pragma omp for
    for (int i = 0; i < N; i++) b2[i] = a2[i] + a2[N - 1 - i];
#pragma omp master
    {
      info[0] += 10;
      info[3] = b2[0];
    }
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < N; i++) b2[i] -= info[3];
  }
  long left = 0;
  for (int i = 0; i < N; i++) left += b2[i] != 0;
  printf("parallel block %d %d %d %d %ld\n", info[0], info[1], info[2], info[3], left);
  fails += info[0] != 11 || info[1] != 32 || info[2] != N - 1 || info[3] != N - 1 || left != 0;

  printf("critical %d sum %d dsum %d\n", res[0], res[1], res[2]);
  printf("single %d masked %d masked1 %d master %d\n", res[3], res[4], res[5], res[6]);
  printf("atomic %d %d %d %d\n", hist[0], hist[7], res[8], res[7]);
  printf("exclusion %d %d\n", res[9], res[10]);
  printf("rounds %d\n", res[11]);
  fails += res[0] != N || res[1] != (int)((long)N * (N - 1) / 2 % 100000) || res[2] != N / 2;
  fails += res[3] != 1 || res[4] != 1 || res[5] != 0 || res[6] != 1;
  fails += hist[0] != N / 8 || hist[7] != N / 8 || res[8] != N + 1;
  fails += res[7] != 1 || res[9] != 0 || res[10] != N;
  fails += res[11] != (int)((3L * N * (N - 1) / 2 + (long)N * 3) % 1000003) + 3 * N;

  if (fails) {
    printf("FAIL generic_sync (%d)\n", fails);
    return 1;
  }
  printf("PASS generic_sync\n");
  return 0;
}
