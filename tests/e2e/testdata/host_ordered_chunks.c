/* Ordered loops of schedule(static, chunk) in host code: chunk q of the
 * iterations runs on thread q % team (OpenMP 5.2, clang-19), not in
 * blocks of consecutive chunks. Each loop records the thread of every
 * iteration, printed and checked against the schedule, and appends the
 * iteration under the ordered construct, checked against the order of
 * the loop. Loops over int, unsigned, long long and unsigned long long
 * (bounds in variables, so that gcc passes them as unsigned long long),
 * increasing and decreasing, chunks that divide the count and chunks
 * that do not, collapse, nowait, a loop with a task reduction, the
 * combined parallel for, the unchunked schedule, and a target region
 * whose host fallback runs the same loop. */
#include <omp.h>
#include <stdio.h>

#define MAXN 64

static int who[MAXN], seq[MAXN], nseq;

/* Prints the threads of the n iterations (in the loop's order) and
 * checks them against chunk (0: balanced blocks) over team threads, and
 * the ordered appends against want[0..n). */
static int report(const char *name, int n, int chunk, int team, const long long *want) {
  int ok = nseq == n;
  printf("%-22s", name);
  for (int q = 0; q < n; q++) {
    int expect;
    if (chunk > 0) {
      expect = (q / chunk) % team;
    } else {
      int small = n / team, extra = n % team, t = 0, start = 0;
      while (q >= start + small + (t < extra)) start += small + (t++ < extra);
      expect = t;
    }
    printf(" %d", who[q]);
    ok &= who[q] == expect && (want == 0 || seq[q] == (int)want[q]);
  }
  printf(" : %s\n", ok ? "ok" : "WRONG");
  for (int q = 0; q < MAXN; q++) who[q] = -1;
  nseq = 0;
  return !ok;
}

static long long wants[MAXN];

/* The values a loop from lo by step takes, n of them. */
static const long long *values(long long lo, long long step, int n) {
  for (int q = 0; q < n; q++) wants[q] = lo + q * step;
  return wants;
}

static void orphan(unsigned long long hi, unsigned long long lo) {
#pragma omp for ordered schedule(static, 3)
  for (unsigned long long u = hi; u > lo; u -= 2) {
    who[(hi - u) / 2] = omp_get_thread_num();
#pragma omp ordered
    seq[nseq++] = (int)u;
  }
}

int main(int argc, char **argv) {
  int fails = 0, team = 0;
  /* Bounds the compiler cannot see. */
  unsigned long long big = 40 + (unsigned long long)(argc > 99), small = 3 + (unsigned long long)(argc > 99);
  (void)argv;
  for (int q = 0; q < MAXN; q++) who[q] = -1;

#pragma omp parallel num_threads(4)
  {
#pragma omp single
    team = omp_get_num_threads();
#pragma omp for ordered schedule(static, 1)
    for (int i = 0; i < 10; i++) {
      who[i] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = i;
    }
#pragma omp single
    fails |= report("int chunk 1", 10, 1, team, values(0, 1, 10));
#pragma omp for ordered schedule(static, 3)
    for (int i = 0; i < 23; i++) {
      who[i] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = i;
    }
#pragma omp single
    fails |= report("int chunk 3 of 23", 23, 3, team, values(0, 1, 23));
#pragma omp for ordered schedule(static, 2)
    for (unsigned u = 30; u > 1; u -= 4) {
      who[(30 - u) / 4] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = (int)u;
    }
#pragma omp single
    fails |= report("unsigned down chunk 2", 8, 2, team, values(30, -4, 8));
#pragma omp for ordered schedule(static, 4) nowait
    for (long long l = -5; l < 40; l += 3) {
      who[(l + 5) / 3] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = (int)l;
    }
#pragma omp barrier
#pragma omp single
    fails |= report("long long nowait", 15, 4, team, values(-5, 3, 15));
#pragma omp for ordered collapse(2) schedule(static, 4)
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 6; j++) {
        who[i * 6 + j] = omp_get_thread_num();
#pragma omp ordered
        seq[nseq++] = i * 6 + j;
      }
#pragma omp single
    fails |= report("collapse(2) chunk 4", 30, 4, team, values(0, 1, 30));
#pragma omp for ordered schedule(static, 3)
    for (unsigned long long u = big; u > small; u -= 2) {
      who[(big - u) / 2] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = (int)u;
    }
#pragma omp single
    fails |= report("ull down chunk 3", 19, 3, team, values(40, -2, 19));
#pragma omp for ordered schedule(static, 5)
    for (unsigned long long u = small; u < big; u++) {
      who[u - small] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = (int)u;
    }
#pragma omp single
    fails |= report("ull up chunk 5", 37, 5, team, values(3, 1, 37));
    orphan(big, small);
#pragma omp single
    fails |= report("orphaned ull chunk 3", 19, 3, team, values(40, -2, 19));
#pragma omp for ordered schedule(static)
    for (int i = 0; i < 10; i++) {
      who[i] = omp_get_thread_num();
#pragma omp ordered
      seq[nseq++] = i;
    }
#pragma omp single
    fails |= report("int unchunked", 10, 0, team, values(0, 1, 10));
  }

  /* A task reduction on the loop: gcc starts it with GOMP_loop_ordered_start. */
  int red = 0;
#pragma omp parallel num_threads(4) shared(red)
  {
#pragma omp for ordered schedule(static, 2) reduction(task, +: red)
    for (int i = 0; i < 14; i++) {
      who[i] = omp_get_thread_num();
#pragma omp task in_reduction(+: red)
      red += i;
#pragma omp ordered
      seq[nseq++] = i;
    }
  }
  printf("task reduction %d\n", red);
  fails |= red != 14 * 13 / 2;
  fails |= report("task reduction", 14, 2, 4, values(0, 1, 14));

#pragma omp parallel for ordered schedule(static, 2) num_threads(3)
  for (int i = 20; i > 0; i--) {
    who[20 - i] = omp_get_thread_num();
#pragma omp ordered
    seq[nseq++] = i;
  }
  fails |= report("parallel for chunk 2", 20, 2, 3, values(20, -1, 20));

  /* A decreasing loop over unsigned long long of another schedule runs
   * every iteration (which thread runs which is the runtime's choice). */
  unsigned long long count = 0, sum = 0;
#pragma omp parallel for schedule(dynamic, 2) num_threads(4) reduction(+: count, sum)
  for (unsigned long long u = big; u > small; u -= 3) {
    count++;
    sum += u;
  }
  printf("ull dynamic down: %llu iterations, sum %llu\n", count, sum);
  fails |= count != 13 || sum != 13 * 40 - 3 * 78;

  int tw[12], ts[12], tn = 0, tteam = 0;
#pragma omp target map(from: tw, ts, tteam) map(tofrom: tn)
#pragma omp parallel for ordered schedule(static, 1) num_threads(4)
  for (int i = 0; i < 12; i++) {
    tw[i] = omp_get_thread_num();
    if (i == 0) tteam = omp_get_num_threads();
#pragma omp ordered
    ts[tn++] = i;
  }
  for (int i = 0; i < 12; i++) {
    who[i] = tw[i];
    seq[i] = ts[i];
  }
  nseq = tn;
  fails |= report("target parallel for", 12, 1, tteam, values(0, 1, 12));

  if (fails) {
    printf("FAIL host_ordered_chunks\n");
    return 1;
  }
  printf("PASS host_ordered_chunks\n");
  return 0;
}
