/* lastprivate on target loop constructs: the original variable receives
 * the value of the sequentially last iteration, whichever team and thread
 * ran it: several teams and threads, collapse(2), non-unit and negative
 * steps, trip counts that are no multiple of the lanes, the loop variable
 * itself, static and dynamic schedules, the nested spelling (with and
 * without a map on the target construct), a loop without iterations and
 * a variable already present on the device. */
#include <stdio.h>

static int bad;

static void check(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  wrong: want %ld\n", want);
    bad++;
  }
}

int main(void) {
  int n = 37;
  int x = -1;
#pragma omp target teams distribute parallel for lastprivate(x) map(tofrom: x) num_teams(3) num_threads(4)
  for (int i = 0; i < n; i++) x = i * i + 3;
  check("tdpf", x, 36 * 36 + 3);

  /* 1001 iterations over 7 teams of 32 threads: the last iteration's lane
   * is neither the last lane nor in the last team. */
  long y = -1;
#pragma omp target teams distribute parallel for lastprivate(y) map(tofrom: y) num_teams(7) num_threads(32)
  for (long i = 0; i < 1001; i++) y = i * i + 3;
  check("tdpf1001", y, 1000L * 1000 + 3);

  /* collapse(2): the last iteration is (4, 6). */
  int c = -1;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(c) map(tofrom: c) num_teams(2) num_threads(8)
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 7; j++) c = i * 100 + j;
  check("collapse", c, 406);

  /* Steps of 7 and -3. */
  int s7 = -1, sm3 = -1;
#pragma omp target parallel for lastprivate(s7) map(tofrom: s7) num_threads(5)
  for (int i = 3; i < 100; i += 7) s7 = i * i + 3;
  check("step7", s7, 94 * 94 + 3);
#pragma omp target teams distribute lastprivate(sm3) map(tofrom: sm3) num_teams(4)
  for (int i = 50; i > 0; i -= 3) sm3 = i * 2;
  check("step-3", sm3, 4);

  /* The loop variable itself: the value a sequential run leaves. */
  int i, k;
#pragma omp target parallel for lastprivate(i) map(tofrom: i) num_threads(4)
  for (i = 0; i < n; i += 2) ;
  check("loopvar", i, 38);
#pragma omp target teams distribute parallel for collapse(2) lastprivate(i, k) map(tofrom: i, k) num_teams(2) num_threads(3)
  for (i = 0; i < 4; i++)
    for (k = 10; k > 1; k -= 4) ;
  check("loopvar-i", i, 4);
  check("loopvar-k", k, -2);

  /* Schedules. */
  double d = -1;
#pragma omp target teams distribute parallel for lastprivate(d) map(tofrom: d) schedule(static, 5) num_teams(3) num_threads(4)
  for (int j = 0; j < 103; j++) d = j * 0.5;
  check("static5", (long)(d * 2), 102);
  int dy = -1, gu = -1;
#pragma omp target teams distribute parallel for lastprivate(dy) map(tofrom: dy) schedule(dynamic, 3) num_teams(3) num_threads(4)
  for (int j = 0; j < 103; j++) dy = j + 1000;
  check("dynamic3", dy, 1102);
#pragma omp target parallel for lastprivate(gu) map(tofrom: gu) schedule(guided) num_threads(6)
  for (int j = 0; j < 211; j++) gu = j - 7;
  check("guided", gu, 203);

  /* target simd and target teams loop. */
  int sv = -1, lv = -1, li;
  (void)lv;
#pragma omp target simd lastprivate(sv) map(tofrom: sv)
  for (int j = 0; j < 17; j++) sv = 3 * j;
  check("simd", sv, 48);
#pragma omp target teams loop lastprivate(li) map(tofrom: li) num_teams(2)
  for (li = 0; li < 99; li++) lv = li;
  check("teamsloop", li, 99);

  /* Beside a reduction. */
  int last = -1;
  long sum = 0;
#pragma omp target teams distribute parallel for lastprivate(last) reduction(+: sum) map(tofrom: last) num_teams(4) num_threads(8)
  for (int j = 0; j < 500; j++) {
    sum += j;
    last = j;
  }
  check("with-reduction-last", last, 499);
  check("with-reduction-sum", sum, 124750);

  /* Nested spelling: with map(tofrom) on the target construct the host
   * sees the value; without, the variable is firstprivate to the target
   * region and keeps its value. */
  int nm = -1, nf = -7;
#pragma omp target map(tofrom: nm)
#pragma omp teams distribute parallel for lastprivate(nm) num_teams(3)
  for (int j = 0; j < n; j++) nm = j * 2;
  check("nested-map", nm, 72);
#pragma omp target
#pragma omp teams distribute parallel for lastprivate(nf) num_teams(3)
  for (int j = 0; j < n; j++) nf = j * 2;
  check("nested-firstprivate", nf, -7);

  /* No iterations: the variable keeps its value. */
  int z = 42, zero = 0;
#pragma omp target teams distribute parallel for lastprivate(z) map(tofrom: z)
  for (int j = 0; j < zero; j++) z = j;
  check("empty", z, 42);

  /* Present on the device: the device copy is assigned, the host sees it
   * when the data region ends. */
  int p = -1;
#pragma omp target data map(tofrom: p)
  {
#pragma omp target teams distribute parallel for lastprivate(p) map(tofrom: p) num_teams(2) num_threads(4)
    for (int j = 0; j < 64; j++) p = j + 1;
  }
  check("present", p, 64);

  if (bad) {
    printf("FAIL lastprivate (%d)\n", bad);
    return 1;
  }
  printf("PASS lastprivate\n");
  return 0;
}
