/* Ordered regions in the orphaned worksharing loops of declare target
 * functions: the loop binds to the caller's team, whose threads pass the
 * team's ticket in iteration order. Each iteration writes a counter's
 * value under the ordered construct, which must equal the iteration's
 * position. Static blocks, static chunks, dynamic and guided chunks with
 * nowait, called by a target parallel region of 5 threads, a plain
 * target region (a team of one), a parallel region of code beside other
 * code, twice in a row (the ticket starts over), and a function whose
 * own parallel region (a team of one inside the caller's) holds the
 * ordered loop. */
#include <stdio.h>
#include <omp.h>
#define N 120

#pragma omp declare target
int pos[N], cnt;
void walk(int kind) {
  if (kind == 0) {
#pragma omp for ordered
    for (int i = 0; i < N; i++) {
#pragma omp ordered
      pos[i] = cnt++;
    }
  } else if (kind == 1) {
#pragma omp for ordered schedule(static, 3)
    for (int i = 0; i < N; i++) {
      int sq = i * i; /* outside the ordered region: in parallel */
#pragma omp ordered
      {
        pos[i] = cnt;
        cnt++;
      }
      (void)sq;
    }
  } else if (kind == 2) {
#pragma omp for ordered schedule(dynamic, 2) nowait
    for (int i = N - 1; i >= 0; i--)
#pragma omp ordered
      pos[N - 1 - i] = cnt++;
#pragma omp barrier
  } else {
#pragma omp for ordered schedule(guided) collapse(2)
    for (int a = 0; a < 6; a++)
      for (int b = 0; b < N / 6; b++) {
#pragma omp ordered threads
        pos[a * (N / 6) + b] = cnt++;
      }
  }
}
int inner[4][N];
void own(int t) {
  int c = 0;
#pragma omp parallel
  {
#pragma omp for ordered schedule(static, 2)
    for (int i = 0; i < N; i++) {
#pragma omp ordered
      inner[t][i] = c++;
    }
  }
}
#pragma omp end declare target

static int fails;

static void check(const char *what, int kind) {
  int ok = cnt == N;
  for (int i = 0; i < N; i++) ok &= pos[i] == i;
  printf("%s, kind %d: %s\n", what, kind, ok ? "ok" : "WRONG");
  fails += !ok;
}

int main(void) {
  for (int kind = 0; kind < 4; kind++) {
    cnt = 0;
#pragma omp target update to(cnt)
#pragma omp target parallel num_threads(5)
    walk(kind);
#pragma omp target update from(cnt, pos)
    check("team of 5", kind);

    cnt = 0;
#pragma omp target update to(cnt)
#pragma omp target
    walk(kind);
#pragma omp target update from(cnt, pos)
    check("team of one", kind);

    int before = -1, after = -1;
#pragma omp target map(tofrom: before, after)
    {
      cnt = 0;
      before = cnt;
#pragma omp parallel num_threads(3)
      {
        walk(kind);
#pragma omp barrier
        if (omp_get_thread_num() == 0) cnt -= N;
#pragma omp barrier
        walk(kind);
      }
      after = cnt;
    }
#pragma omp target update from(cnt, pos)
    check("parallel region of code, twice", kind);
    if (before != 0 || after != N) {
      printf("  before %d after %d: WRONG\n", before, after);
      fails++;
    }
  }

#pragma omp target parallel num_threads(4)
  own(omp_get_thread_num());
#pragma omp target update from(inner)
  int ok = 1;
  for (int t = 0; t < 4; t++)
    for (int i = 0; i < N; i++) ok &= inner[t][i] == i;
  printf("parallel region of a function: %s\n", ok ? "ok" : "WRONG");
  fails += !ok;

  if (fails) {
    printf("FAIL orphan_ordered (%d)\n", fails);
    return 1;
  }
  printf("PASS orphan_ordered\n");
  return 0;
}
