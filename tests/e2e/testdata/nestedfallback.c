/* Nested distribute and for constructs whose host fallback holds them
 * outside a teams or parallel construct: with firstprivate and lastprivate
 * and reductions of locals (which gcc refuses on an orphaned construct),
 * dist_schedule, nowait and loop bind(parallel); a loop construct without
 * bind below a parallel or teams directive of the region, which binds to
 * it in the fallback too (run whole by every thread, the sums would be
 * three times too large); a target parallel region, which every thread
 * runs in the fallback too. The program also
 * runs with OMP_TARGET_OFFLOAD=DISABLED, where every region is its host
 * fallback. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int arr[4] = {1, 2, 3, 4};
  int out[16] = {0};
  int last = -1, bad = 0;

#pragma omp target teams map(tofrom: out)
  {
#pragma omp distribute parallel for firstprivate(arr) dist_schedule(static, 4)
    for (int i = 0; i < 16; i++) {
      arr[i % 4] += 0; /* a private copy: the original stays */
      out[i] = arr[i % 4] * i;
    }
  }
  for (int i = 0; i < 16; i++)
    if (out[i] != arr[i % 4] * i) bad++;

#pragma omp target teams map(tofrom: out, last)
#pragma omp distribute lastprivate(last) firstprivate(arr)
  for (int i = 0; i < 16; i++) {
    last = arr[i % 4] + i;
    out[i] += last;
  }
  if (last != arr[3] + 15) bad++;

  int k1 = 3, tail = 0;
#pragma omp target parallel map(tofrom: out, tail)
  {
#pragma omp for firstprivate(k1) lastprivate(tail) nowait
    for (int i = 0; i < 16; i++) {
      out[i] += k1 * i;
      tail = i * k1;
    }
  }
  if (tail != 45) bad++;

  long prod = 2;
#pragma omp target parallel map(tofrom: prod) num_threads(4)
#pragma omp loop bind(parallel) reduction(*: prod)
  for (int i = 1; i <= 5; i++) prod *= i;
  if (prod != 240) bad++;

  long s1 = 0, s2 = 0;
#pragma omp target parallel map(tofrom: s1) map(to: out) num_threads(3)
  {
#pragma omp loop reduction(+: s1)
    for (int i = 0; i < 16; i++) s1 += out[i];
  }
#pragma omp target map(tofrom: s2) map(to: out)
#pragma omp parallel num_threads(3)
#pragma omp loop reduction(+: s2)
  for (int i = 0; i < 16; i++) s2 += out[i];
  int cnt[16] = {0};
#pragma omp target map(tofrom: cnt)
#pragma omp teams num_teams(3)
#pragma omp loop
  for (int i = 0; i < 16; i++) cnt[i] += 1;
#pragma omp target map(tofrom: cnt)
#pragma omp parallel num_threads(3)
  {
#pragma omp loop
    for (int i = 0; i < 16; i++) cnt[i] += 2;
  }

  long sum = 0;
  for (int i = 0; i < 16; i++) sum += out[i];
  if (s1 != sum || s2 != sum) bad++;
  for (int i = 0; i < 16; i++)
    if (cnt[i] != 3) bad++;

  /* A reduction on a teams directive of its own over a distribute
   * nested in it: the fallback keeps both. */
  long t2 = 1;
#pragma omp target map(tofrom: t2) map(to: out)
#pragma omp teams reduction(+: t2) num_teams(3)
#pragma omp distribute
  for (int i = 0; i < 16; i++) t2 += out[i];
  if (t2 != sum + 1) bad++;

  /* The parallel region of a target parallel construct stays one on the
   * host (level 1; inactive with one thread or a false if clause). */
  int nd = 0, lv[6] = {-1, -1, -1, -1, -1, -1};
#pragma omp target parallel num_threads(1) map(tofrom: lv)
  {
    lv[0] = omp_get_level();
    lv[1] = omp_in_parallel();
  }
#pragma omp target parallel for if(nd) map(tofrom: lv)
  for (int i = 0; i < 1; i++) {
    lv[2] = omp_get_level();
    lv[3] = omp_get_active_level();
  }
#pragma omp target teams distribute parallel for if(nd) map(tofrom: lv)
  for (int i = 0; i < 2; i++) lv[4 + i] = omp_get_level() + omp_get_num_threads();
  if (lv[0] != 1 || lv[1] != 0 || lv[2] != 1 || lv[3] != 0 || lv[4] != 2 || lv[5] != 2) bad++;

  /* Every thread of a target parallel region runs it, on the host too:
   * with its own firstprivate and private copies, a shared atomic count
   * and a single construct run once. */
  int tp[8] = {0}, tcnt = 0, tnum = 0, tone = 0, tfp = 10, tpv = 0;
#pragma omp target parallel num_threads(4) map(tofrom: tp, tcnt, tnum, tone) firstprivate(tfp) private(tpv)
  {
    int t = omp_get_thread_num();
    tpv = t;
    tfp += t;
    tp[t] = tfp - tpv;
#pragma omp atomic
    tcnt++;
#pragma omp single
    {
      tnum = omp_get_num_threads();
      tone++;
    }
  }
  if (tcnt != tnum || tnum < 2 || tone != 1 || tfp != 10) bad++;
  for (int t = 0; t < tnum && t < 8; t++)
    if (tp[t] != 10) bad++;
  printf("sum %ld prod %ld tail %d last %d arr %d %d %d %d\n", sum, prod, tail, last, arr[0], arr[1], arr[2], arr[3]);
  printf("t2 %ld levels %d %d %d %d %d %d\n", t2, lv[0], lv[1], lv[2], lv[3], lv[4], lv[5]);
  if (bad) {
    printf("FAIL nestedfallback (%d)\n", bad);
    return 1;
  }
  printf("PASS nestedfallback\n");
  return 0;
}
