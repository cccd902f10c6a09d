/* schedule(dynamic), schedule(guided), schedule(runtime) and
 * schedule(auto) on orphaned worksharing loops in declare target
 * functions (a chunk from a macro too): the calling team's threads take chunks from a counter of the
 * team's, so each iteration runs exactly once (per-iteration counts) in
 * every call, with nowait loops one after another, repeated calls, and
 * teams of 1 to 64 threads; a dynamic chunk of c runs on one thread; a
 * lastprivate and a reduction with these schedules; every value is
 * computed a second way on the host. The nowait loops update one element
 * atomically: a thread may still run one loop's iteration while another
 * thread runs the next loop's iteration of the same element. */
#include <stdio.h>
#include <omp.h>
#define N 1009
#define T 64
#define CALLS 3
#define CHUNK (2 + 1)

#pragma omp declare target
int lastv;
long total;
void sweep(int *cnt, int *who, int n, int c) {
#pragma omp for schedule(dynamic, c) nowait
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    cnt[i] += 1;
    who[i] = omp_get_thread_num();
  }
#pragma omp for schedule(guided, c) nowait
  for (int i = n - 1; i >= 0; i--) {
#pragma omp atomic update
    cnt[i] += 10;
  }
#pragma omp for schedule(nonmonotonic: dynamic) nowait
  for (int i = 0; i < n; i += 2) {
#pragma omp atomic update
    cnt[i] += 100;
  }
#pragma omp for schedule(runtime) nowait
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    cnt[i] += 1000;
  }
#pragma omp for schedule(auto) nowait
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    cnt[i] += 10000;
  }
#pragma omp for schedule(dynamic, CHUNK)
  for (int i = 0; i < n; i++) {
#pragma omp atomic update
    cnt[i] += 100000;
  }
}
/* the last iteration's value and a sum, from dynamic chunks */
long last_and_sum(const int *a, int n, int c) {
#pragma omp for schedule(guided) lastprivate(lastv) reduction(+: total)
  for (int i = 0; i < n; i++) {
    lastv = a[i] + i;
    total += a[i];
  }
#pragma omp for schedule(dynamic, c) reduction(+: total) nowait
  for (int i = 0; i < n; i++)
    total += 2 * a[i];
#pragma omp barrier
  return total;
}
#pragma omp end declare target

static int want(int i) { return CALLS * (1 + 10 + 1000 + 10000 + 100000 + (i % 2 == 0 ? 100 : 0)); }

int main(void) {
  int fails = 0;
  int cnt[N], who[N], a[N];
  long sums[T];
  long want_sum = 0;
  for (int i = 0; i < N; i++) a[i] = (i * 13) % 29 - 7, want_sum += a[i];
  const int teams[] = {1, 2, 5, 16, T};
  const int chunks[] = {1, 4, 100};
  for (unsigned ti = 0; ti < sizeof teams / sizeof teams[0]; ti++) {
    for (unsigned ci = 0; ci < sizeof chunks / sizeof chunks[0]; ci++) {
      int nt = teams[ti], c = chunks[ci];
      for (int i = 0; i < N; i++) cnt[i] = 0, who[i] = -1;
      total = 0, lastv = -1;
#pragma omp target update to(total, lastv)
#pragma omp target parallel num_threads(nt) map(tofrom: cnt, who) map(to: a) map(from: sums)
      {
        for (int k = 0; k < CALLS; k++)
          sweep(cnt, who, N, c);
        sums[omp_get_thread_num()] = last_and_sum(a, N, c);
      }
#pragma omp target update from(total, lastv)
      for (int i = 0; i < N; i++) {
        if (cnt[i] != want(i) || who[i] < 0 || who[i] >= nt || who[i] != who[i - i % c]) {
          printf("threads %d chunk %d: iteration %d counted %d (want %d), thread %d (chunk's %d)\n",
                 nt, c, i, cnt[i], want(i), who[i], who[i - i % c]);
          fails++;
          break;
        }
      }
      if (total != 3 * want_sum || lastv != a[N - 1] + N - 1) {
        printf("threads %d chunk %d: total %ld lastv %d\n", nt, c, total, lastv);
        fails++;
      }
      for (int t = 0; t < nt; t++)
        if (sums[t] != 3 * want_sum) {
          printf("threads %d chunk %d: thread %d read %ld\n", nt, c, t, sums[t]);
          fails++;
        }
    }
  }
  /* sequential target code: a team of one takes every chunk */
  for (int i = 0; i < N; i++) cnt[i] = 0, who[i] = -1;
#pragma omp target map(tofrom: cnt, who)
  for (int k = 0; k < CALLS; k++)
    sweep(cnt, who, N, 7);
  for (int i = 0; i < N; i++)
    if (cnt[i] != want(i) || who[i] != 0) {
      printf("target: iteration %d counted %d on %d\n", i, cnt[i], who[i]);
      fails++;
      break;
    }
  printf("%s orphan_dynamic\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
