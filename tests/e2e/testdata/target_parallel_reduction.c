/* `reduction` on a parallel construct whose region is code
 * (`target parallel reduction(...)`, or `target` then `parallel
 * reduction(...)`): every thread of the team runs the region with its own
 * copy of each item, started from the operator's identity, and the
 * copies are combined into the variable at the region's end. The team's
 * size is read inside each region. */
#include <stdio.h>
#include <omp.h>
#define N 200
int main(void) {
  int fails = 0;

  /* 1: the combined construct, several operators. */
  long s = 5;
  int mx = -100, nth = 0, all = 1, any = 0;
  double prod = 2.0;
#pragma omp target parallel num_threads(8) reduction(+: s) reduction(max: mx) reduction(*: prod) reduction(&&: all) reduction(||: any) map(tofrom: nth)
  {
    int t = omp_get_thread_num();
    s += t + 1;
    mx = t > mx ? t : mx;
    prod *= 2.0;
    all = all && t < 100;
    any = any || t == 0;
    if (t == 0) nth = omp_get_num_threads();
  }
  double rp = 2.0;
  for (int t = 0; t < nth; t++) rp *= 2.0;
  int ok = s == 5 + (long)nth * (nth + 1) / 2 && mx == nth - 1 && prod == rp && all == 1 && any == 1;
  printf("1: combined=%d\n", ok);
  fails += !ok;

  /* 2: target, then parallel with the reduction; a worksharing loop with
   * its own reduction and a critical in the region. */
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i % 7;
  long cnt = 0, tot = 0;
  int crit = 0, nth2 = 0;
#pragma omp target map(to: a) map(tofrom: cnt, tot, crit, nth2)
#pragma omp parallel num_threads(4) reduction(+: cnt)
  {
    cnt += 10;
#pragma omp for reduction(+: tot) schedule(dynamic, 3)
    for (int i = 0; i < N; i++) tot += a[i];
#pragma omp critical
    crit++;
#pragma omp single
    nth2 = omp_get_num_threads();
  }
  long rt = 0;
  for (int i = 0; i < N; i++) rt += a[i];
  ok = cnt == 10L * nth2 && tot == rt && crit == nth2;
  printf("2: nested=%d\n", ok);
  fails += !ok;

  /* 3: a reduction variable the program does not map (the combined
   * construct maps it tofrom) and one thread (if false). */
  long one = 100;
  int off = 0;
#pragma omp target parallel if(off) num_threads(4) reduction(+: one)
  one += omp_get_num_threads();
  ok = one == 101;
  printf("3: one_thread=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL target_parallel_reduction\n");
    return 1;
  }
  printf("PASS target_parallel_reduction\n");
  return 0;
}
