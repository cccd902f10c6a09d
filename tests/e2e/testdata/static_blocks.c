/* Which thread runs each iteration of a worksharing loop in a parallel
 * region of a target region without a schedule clause or with
 * schedule(static): clang's static blocks, of n iterations and T threads
 * the first n % T threads n/T + 1 iterations, the others n/T (10 over 4:
 * 3, 3, 2, 2; not ceil(n/T) = 3, 3, 3, 1, nor one at a time). Seen by
 * omp_get_thread_num() per iteration, by a lastprivate array the last
 * iteration assigns one element of (the others hold what its thread's
 * earlier iterations left) and by a private counter per thread; a parallel for
 * beside other code, the loops of a target parallel region (collapse and
 * ordered too), an orphaned for, schedule(static) on target parallel for,
 * and a doacross loop without a schedule clause, which clang-19 deals
 * out one iteration at a time. */
#include <stdio.h>
#include <omp.h>

#define N 10
#define T 4

#pragma omp declare target
static void orphan(int *t, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) t[i] = omp_get_thread_num();
}
#pragma omp end declare target

/* clang's owner of iteration i of n under static blocks of T threads. */
static int owner(int i, int n, int threads) {
  int q = n / threads, r = n % threads;
  return i < r * (q + 1) ? i / (q + 1) : r + (i - r * (q + 1)) / q;
}

static int check(const char *what, const int *got, int n, int chunk1) {
  int ok = 1;
  printf("%-28s", what);
  for (int i = 0; i < n; i++) {
    int want = chunk1 ? i % T : owner(i, n, T);
    ok &= got[i] == want;
    printf(" %d", got[i]);
  }
  printf("%s\n", ok ? "" : " WRONG");
  return ok;
}

int main(void) {
  int n = N, ok = 1, seq = 0;
  int beside[N], region[N], orph[N], coll[2 * N], ord[N], tpf[N], dx[N];
  int last[4] = {-1, -1, -1, -1}, counts[T] = {0};
#pragma omp target map(from: beside) map(tofrom: seq)
  {
    seq++;
#pragma omp parallel for num_threads(T)
    for (int i = 0; i < n; i++) beside[i] = omp_get_thread_num();
    seq++;
  }
  ok &= check("parallel for beside code", beside, n, 0) & (seq == 2);
#pragma omp target parallel num_threads(T) map(from: region, coll, ord, counts) map(tofrom: last)
  {
    int mine = 0;
#pragma omp for
    for (int i = 0; i < n; i++) {
      region[i] = omp_get_thread_num();
      mine++;
    }
    counts[omp_get_thread_num()] = mine;
#pragma omp for lastprivate(last) schedule(static)
    for (int i = 0; i < n; i++) last[i % 4] = i;
#pragma omp for collapse(2)
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < N; j++) coll[i * N + j] = omp_get_thread_num();
#pragma omp for ordered
    for (int i = 0; i < n; i++) {
#pragma omp ordered
      ord[i] = omp_get_thread_num();
    }
  }
  ok &= check("for of target parallel", region, n, 0);
  printf("%-28s %d %d %d %d\n", "iterations per thread", counts[0], counts[1], counts[2], counts[3]);
  ok &= counts[0] == 3 && counts[1] == 3 && counts[2] == 2 && counts[3] == 2;
  /* The last thread ran 8 and 9 (round-robin: 9 and 5; ceil blocks: 9
   * alone), the other elements its copy's unspecified values. */
  printf("%-28s %d %d\n", "lastprivate array", last[0], last[1]);
  ok &= last[0] == 8 && last[1] == 9;
  for (int i = 0; i < 2 * N; i++) ok &= coll[i] == owner(i, 2 * N, T);
  printf("%-28s %d %d %d %d %d %d\n", "collapse(2), 5 5 5 5", coll[0], coll[4], coll[5], coll[9], coll[10], coll[19]);
  ok &= check("for ordered", ord, n, 0);
#pragma omp target parallel num_threads(T) map(from: orph)
  orphan(orph, n);
  ok &= check("orphaned for", orph, n, 0);
#pragma omp target parallel for schedule(static) num_threads(T) map(from: tpf)
  for (int i = 0; i < n; i++) tpf[i] = omp_get_thread_num();
  ok &= check("target parallel for static", tpf, n, 0);
  int device = 0;
#pragma omp target parallel for ordered(1) num_threads(T) map(from: dx) map(tofrom: device)
  for (int i = 0; i < n; i++) {
#pragma omp ordered depend(sink: i - 1)
    dx[i] = omp_get_thread_num();
    if (i == 0) device = !omp_is_initial_device();
#pragma omp ordered depend(source)
  }
  /* On the device only: the host fallback runs an ordered loop on one
   * thread. */
  int dxok = 1;
  for (int i = 0; i < n; i++) dxok &= !device || dx[i] == i % T;
  printf("%-28s %s\n", "doacross, chunks of 1", dxok ? "ok" : "WRONG");
  ok &= dxok;
  if (!ok) {
    printf("FAIL static_blocks\n");
    return 1;
  }
  printf("PASS static_blocks\n");
  return 0;
}
