/* masked with a filter that is not a constant in nested (inactive)
 * parallel regions of target regions: the nested team has one thread,
 * number 0, so the block runs exactly when the filter, evaluated where
 * the construct stands, is 0. Filters name a variable of the enclosing
 * function that the region uses nowhere else, a variable of the region,
 * a firstprivate copy, an enumerator; in a target parallel region, a
 * parallel loop's body, a parallel region of code beside other code,
 * the parallel then masked spelling and a declare target function
 * called in a parallel region. Checked against values computed on the
 * host. */
#include <stdio.h>
#include <omp.h>
enum { ZERO, ONE };
#pragma omp declare target
static void hit(int *r, int f) {
#pragma omp parallel
  {
#pragma omp masked filter(f - 1)
    r[omp_get_ancestor_thread_num(1)] += 100;
  }
}
#pragma omp end declare target
int main(void) {
  int fails = 0, ok;
  int r[4] = {0, 0, 0, 0}, s[8] = {0}, c[4] = {0, 0, 0, 0}, d[4] = {0, 0, 0, 0};
  int one = 1, zero = 0, cnt = 0;
#pragma omp target parallel num_threads(4) map(tofrom: r)
  {
    int t = omp_get_thread_num();
    int g = t % 2;
#pragma omp parallel firstprivate(g)
    {
#pragma omp masked filter(g)
      r[t] += 1;
#pragma omp masked filter(one)
      r[t] += 10;
#pragma omp masked filter(zero * t)
      r[t] += 1000;
#pragma omp masked filter(ONE - g)
      r[t] += 10000;
    }
  }
  ok = 1;
  for (int t = 0; t < 4; t++)
    ok = ok && r[t] == 1000 + (t % 2 == 0 ? 1 : 10000);
  printf("region=%d (%d %d %d %d)\n", ok, r[0], r[1], r[2], r[3]);
  fails += !ok;
#pragma omp target parallel for num_threads(4) map(tofrom: s)
  for (int i = 0; i < 8; i++) {
    int h = i % 3;
#pragma omp parallel
    {
#pragma omp masked filter(h)
      s[i] += 1 + i;
    }
  }
  ok = 1;
  for (int i = 0; i < 8; i++)
    ok = ok && s[i] == (i % 3 == 0 ? 1 + i : 0);
  printf("loop=%d (%d %d %d %d)\n", ok, s[0], s[1], s[3], s[4]);
  fails += !ok;
#pragma omp target map(tofrom: c, cnt)
  {
    cnt = 1;
#pragma omp parallel num_threads(4)
    {
      int t = omp_get_thread_num();
#pragma omp parallel
#pragma omp masked filter(t / 2)
      c[t] += 5;
    }
    cnt++;
  }
  ok = c[0] == 5 && c[1] == 5 && c[2] == 0 && c[3] == 0 && cnt == 2;
  printf("code=%d (%d %d %d %d %d)\n", ok, c[0], c[1], c[2], c[3], cnt);
  fails += !ok;
#pragma omp target parallel num_threads(4) map(tofrom: d)
  hit(d, 1 + omp_get_thread_num() % 2);
  ok = d[0] == 100 && d[1] == 0 && d[2] == 100 && d[3] == 0;
  printf("function=%d (%d %d %d %d)\n", ok, d[0], d[1], d[2], d[3]);
  fails += !ok;
  if (fails) {
    printf("FAIL nested_masked_filter\n");
    return 1;
  }
  printf("PASS nested_masked_filter\n");
  return 0;
}
