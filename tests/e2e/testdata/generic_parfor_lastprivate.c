/* lastprivate on parallel loops beside code in target regions: in a
 * target region (one team) and in a teams region (beside code, or as all
 * of it), where each team runs the whole loop and the code after it reads the values the sequentially
 * last iteration left; a loop variable declared before the loop, a local
 * of the region, an if clause that makes the region one thread. */
#include <stdio.h>

#define N 1000

int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 131) % 977;
  int fails = 0;

  int last = -1, idx = -1, after = 0;
  #pragma omp target map(to: a) map(tofrom: last, idx, after)
  {
    int i, k = 3;
    #pragma omp parallel for lastprivate(last, i)
    for (i = 0; i < N - 1; i += k) last = a[i] + i;
    idx = i;
    after = last * 2 + k;
  }
  int hi = 0, hlast = -1;
  for (hi = 0; hi < N - 1; hi += 3) hlast = a[hi] + hi;
  printf("one team: last=%d idx=%d after=%d\n", last, idx, after);
  if (last != hlast || idx != hi || after != hlast * 2 + 3) fails++;

  int total = 0, seen = 0;
  #pragma omp target teams num_teams(4) map(to: a) map(tofrom: total, seen)
  {
    int mine = -5, step = 2;
    #pragma omp parallel for lastprivate(mine)
    for (int j = 1; j < N; j += step) mine = a[j] - j;
    #pragma omp atomic
    total += mine;
    #pragma omp atomic
    seen += 1;
  }
  int hmine = -5;
  for (int j = 1; j < N; j += 2) hmine = a[j] - j;
  printf("teams: per-team value %d\n", seen > 0 ? total / seen : 0);
  if (seen < 1 || total != hmine * seen) fails++;

  int q = 0, w = 0;
  int one = 0;
  #pragma omp target map(to: a) map(tofrom: q, w, one)
  {
    int z = 7;
    #pragma omp parallel for lastprivate(q) if(one)
    for (int j = 0; j < N; j++) q = a[j] * z;
    w = q + 1;
  }
  printf("if(0): q=%d w=%d\n", q, w);
  if (q != a[N - 1] * 7 || w != q + 1) fails++;

  /* The parallel loop is all of the teams region: each team runs it
   * whole, and its reduction folds into the variable once per team. */
  int tl = -1, tcnt = 0, ts = 0;
  #pragma omp target teams num_teams(3) map(to: a) map(tofrom: tl, tcnt, ts)
  #pragma omp parallel for lastprivate(tl) reduction(+: ts)
  for (int j = 0; j < N; j++) {
    tl = a[j] - 1;
    ts += a[j] & 7;
    #pragma omp atomic
    tcnt++;
  }
  int hts = 0;
  for (int j = 0; j < N; j++) hts += a[j] & 7;
  printf("teams loop: tl=%d whole=%d\n", tl, tcnt % N == 0);
  if (tl != a[N - 1] - 1 || tcnt < N || tcnt % N != 0 || ts != hts * (tcnt / N)) fails++;

  /* An atomic in the loop: the host plugin runs the team's threads as
   * real threads. */
  int cnt = 0, lastj = -1, seen2 = 0;
  #pragma omp target map(to: a) map(tofrom: cnt, lastj, seen2)
  {
    int base = 5;
    #pragma omp parallel for lastprivate(lastj) num_threads(8)
    for (int j = 0; j < N; j++) {
      lastj = a[j] + base;
      #pragma omp atomic
      cnt++;
    }
    seen2 = lastj - base;
  }
  printf("threads: cnt=%d lastj=%d seen=%d\n", cnt, lastj, seen2);
  if (cnt != N || lastj != a[N - 1] + 5 || seen2 != a[N - 1]) fails++;

  printf("%s generic_parfor_lastprivate\n", fails ? "FAIL" : "PASS");
  return fails;
}
