/* linear on target loop constructs: at logical iteration k the item is
 * its original value plus k times the step, and afterwards the original
 * variable holds the value of the sequentially last iteration. The items
 * are used as indices, so a wrong value writes the wrong element: steps 1,
 * 2, 3, a negative step and one from a macro, a body that advances the
 * item itself, collapse(2), chunked and dynamic schedules, target simd
 * and parallel for simd, and a region that runs on the host (if(0)). */
#include <stdio.h>

#define N 60
#define STEP (N / 20)

static int bad;

static void check(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  wrong: want %ld\n", want);
    bad++;
  }
}

static void check_array(const char *what, const int *a, int n, int start, int step, int count) {
  int wrong = 0;
  for (int e = 0; e < n; e++) {
    int want = -1;
    if ((e - start) % step == 0 && (e - start) / step >= 0 && (e - start) / step < count) want = (e - start) / step;
    if (a[e] != want) wrong++;
  }
  printf("%s: %d wrong elements\n", what, wrong);
  bad += wrong != 0;
}

static void clear(int *a) {
  for (int e = 0; e < 3 * N; e++) a[e] = -1;
}

int main(void) {
  int a[3 * N];
  int n = 37;

  clear(a);
  int j = 10;
#pragma omp target parallel for linear(j: 2) map(tofrom: j, a) num_threads(4)
  for (int i = 0; i < n; i++) a[j] = i;
  check("step2", j, 10 + 36 * 2);
  check_array("step2 elements", a, 3 * N, 10, 2, n);

  clear(a);
  int k = 1;
#pragma omp target parallel for linear(k: 3) map(tofrom: k, a) num_threads(7)
  for (int i = 0; i < 50; i++) a[k] = i;
  check("step3", k, 1 + 49 * 3);
  check_array("step3 elements", a, 3 * N, 1, 3, 50);

  /* A body that advances the item by its step, as loops written for
   * linear usually do: the value after the last iteration's body. */
  clear(a);
  int q = 0;
#pragma omp target parallel for linear(q: 2) map(tofrom: q, a) num_threads(8)
  for (int i = 0; i < N; i++) {
    a[q] = i;
    q += 2;
  }
  check("advanced", q, 2 * N);
  check_array("advanced elements", a, 3 * N, 0, 2, N);

  /* Step from a macro, and a negative one. */
  clear(a);
  int r = 2, m = 3 * N - 1;
#pragma omp target parallel for linear(r: STEP) map(tofrom: r, a) num_threads(5)
  for (int i = 0; i < 29; i++) a[r] = i;
  check("varstep", r, 2 + 28 * 3);
  check_array("varstep elements", a, 3 * N, 2, 3, 29);
#pragma omp target parallel for linear(m: -1) map(tofrom: m) num_threads(3)
  for (int i = 0; i < 20; i++) ;
  check("negative", m, 3 * N - 1 - 19);

  /* Default step 1; a decreasing loop; long. */
  long L = 1000;
#pragma omp target parallel for simd linear(L) map(tofrom: L) num_threads(6)
  for (int i = 90; i > 0; i -= 9) ;
  check("long", L, 1009);

  /* collapse(2): k counts the collapsed iterations. */
  clear(a);
  int cj = 5;
#pragma omp target parallel for collapse(2) linear(cj: 2) map(tofrom: cj, a) num_threads(4)
  for (int i = 0; i < 4; i++)
    for (int t = 0; t < 6; t++) a[cj] = i * 6 + t;
  check("collapse", cj, 5 + 23 * 2);
  check_array("collapse elements", a, 3 * N, 5, 2, 24);

  /* Schedules. */
  clear(a);
  int sc = 0, dy = 1, gu = 2;
#pragma omp target parallel for linear(sc: 3) schedule(static, 4) map(tofrom: sc, a) num_threads(3)
  for (int i = 0; i < 45; i++) a[sc] = i;
  check("static4", sc, 44 * 3);
  check_array("static4 elements", a, 3 * N, 0, 3, 45);
  clear(a);
#pragma omp target parallel for linear(dy: 2) schedule(dynamic, 3) map(tofrom: dy, a) num_threads(5)
  for (int i = 0; i < 53; i++) a[dy] = i;
  check("dynamic3", dy, 1 + 52 * 2);
  check_array("dynamic3 elements", a, 3 * N, 1, 2, 53);
#pragma omp target parallel for linear(gu: 3) schedule(guided, 2) map(tofrom: gu) num_threads(5)
  for (int i = 0; i < 53; i++) ;
  check("guided", gu, 2 + 52 * 3);

  /* target simd: one thread. */
  clear(a);
  int s = 4;
#pragma omp target simd linear(s: 3) map(tofrom: s, a)
  for (int i = 0; i < 20; i++) a[s] = i;
  check("simd", s, 4 + 19 * 3);
  check_array("simd elements", a, 3 * N, 4, 3, 20);

  /* No iterations: unchanged. */
  int z = 77, zero = 0;
#pragma omp target parallel for linear(z: 5) map(tofrom: z)
  for (int i = 0; i < zero; i++) ;
  check("empty", z, 77);

  /* The host fallback computes the same. */
  clear(a);
  int h = 3, off = 0;
#pragma omp target parallel for linear(h: 2) map(tofrom: h, a) if(off) num_threads(4)
  for (int i = 0; i < 40; i++) a[h] = i;
  check("fallback", h, 3 + 39 * 2);
  check_array("fallback elements", a, 3 * N, 3, 2, 40);

  if (bad) {
    printf("FAIL linear (%d)\n", bad);
    return 1;
  }
  printf("PASS linear\n");
  return 0;
}
