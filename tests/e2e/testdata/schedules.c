/* Every schedule kind on the device, with and without a chunk size, on
 * target parallel for and target teams distribute parallel for (also with
 * dist_schedule): every iteration must run exactly once (a counter per
 * iteration, incremented atomically), and a reduction over the loop must
 * see each iteration once. Trip counts are no multiple of the lanes;
 * decreasing loops, non-unit steps and collapse(2) take the same paths. */
#include <stdio.h>

#define N 1237

static int hits[N];
static int bad;

static void reset(void) {
  for (int i = 0; i < N; i++) hits[i] = 0;
}

static void verify(const char *what, int n, long sum) {
  int wrong = 0;
  long want = 0;
  for (int i = 0; i < N; i++) {
    int expect = i < n ? 1 : 0;
    if (hits[i] != expect) wrong++;
    if (i < n) want += i;
  }
  if (sum != want) wrong++;
  printf("%s: %s\n", what, wrong ? "WRONG" : "ok");
  bad += wrong != 0;
}

#define PRAGMA(...) _Pragma(#__VA_ARGS__)
#define TPF(WHAT, ...)                                                         \
  do {                                                                         \
    reset();                                                                   \
    long s = 0;                                                                \
    PRAGMA(omp target parallel for __VA_ARGS__ num_threads(24) map(tofrom: hits) reduction(+: s)) \
    for (int i = 0; i < n; i++) {                                              \
      PRAGMA(omp atomic)                                                       \
      hits[i]++;                                                               \
      s += i;                                                                  \
    }                                                                          \
    verify(WHAT, n, s);                                                        \
  } while (0)

int main(void) {
  int n = N - 5, c = 7;

  /* target parallel for: one team of 24 threads. */
  TPF("tpf static", schedule(static));
  TPF("tpf static,5", schedule(static, 5));
  TPF("tpf dynamic", schedule(dynamic));
  TPF("tpf dynamic,13", schedule(dynamic, 13));
  TPF("tpf guided", schedule(guided));
  TPF("tpf guided,9", schedule(guided, 9));
  TPF("tpf auto", schedule(auto));
  TPF("tpf runtime", schedule(runtime));

  /* target teams distribute parallel for: 5 teams of 16 threads. */
  const char *names[] = {"tdpf dynamic", "tdpf dynamic,c", "tdpf guided", "tdpf guided,4",
                         "tdpf dist,64 dynamic,3", "tdpf dist,100 guided", "tdpf dist dynamic",
                         "tdpf dist,1 guided,2"};
  for (int v = 0; v < 8; v++) {
    reset();
    long s = 0;
    switch (v) {
    case 0:
#pragma omp target teams distribute parallel for schedule(dynamic) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 1:
#pragma omp target teams distribute parallel for schedule(dynamic, c) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 2:
#pragma omp target teams distribute parallel for schedule(guided) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 3:
#pragma omp target teams distribute parallel for schedule(guided, 4) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = n - 1; i >= 0; i--) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 4:
#pragma omp target teams distribute parallel for dist_schedule(static, 64) schedule(dynamic, 3) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 5:
#pragma omp target teams distribute parallel for dist_schedule(static, 100) schedule(guided) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 6:
#pragma omp target teams distribute parallel for dist_schedule(static) schedule(dynamic) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    case 7:
#pragma omp target teams distribute parallel for dist_schedule(static, 1) schedule(guided, 2) num_teams(5) num_threads(16) map(tofrom: hits) reduction(+: s)
      for (int i = 0; i < n; i++) {
#pragma omp atomic
        hits[i]++;
        s += i;
      }
      break;
    }
    verify(names[v], n, s);
  }

  /* A step of 3 and collapse(2) with dynamic and guided schedules. */
  reset();
  long s3 = 0;
#pragma omp target teams distribute parallel for schedule(dynamic, 2) num_teams(3) num_threads(8) map(tofrom: hits) reduction(+: s3)
  for (int i = 0; i < n; i += 3) {
#pragma omp atomic
    hits[i]++;
    s3 += i;
  }
  {
    int wrong = 0;
    long want = 0;
    for (int i = 0; i < N; i++) {
      if (hits[i] != (i < n && i % 3 == 0)) wrong++;
      if (i < n && i % 3 == 0) want += i;
    }
    printf("step3 dynamic,2: %s\n", wrong || want != s3 ? "WRONG" : "ok");
    bad += wrong || want != s3;
  }
  reset();
  long sc = 0;
#pragma omp target parallel for collapse(2) schedule(guided, c) num_threads(32) map(tofrom: hits) reduction(+: sc)
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 30; j++) {
#pragma omp atomic
      hits[i * 30 + j]++;
      sc += i * 30 + j;
    }
  verify("collapse guided,c", 1200, sc);

  /* No iterations. */
  reset();
  int zero = 0;
  long sz = 0;
#pragma omp target teams distribute parallel for schedule(dynamic) map(tofrom: hits) reduction(+: sz)
  for (int i = 0; i < zero; i++) {
    hits[i]++;
    sz += i;
  }
  verify("empty dynamic", 0, sz);

  if (bad) {
    printf("FAIL schedules (%d)\n", bad);
    return 1;
  }
  printf("PASS schedules\n");
  return 0;
}
