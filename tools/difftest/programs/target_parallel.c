/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): target parallel regions that every thread runs
 * (private, firstprivate, atomic, single), with if(0), and a loop
 * construct bound to them.
 */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int nd = 0;
  int a[8] = {0}; int cnt = 0; long red = 0; int fp = 10, pv = 3;
#pragma omp target parallel num_threads(4) map(tofrom: a, cnt) firstprivate(fp) private(pv)
  {
    int t = omp_get_thread_num();
    pv = t;
    fp += t;
    a[t] = fp + pv + omp_get_num_threads() * 100 + omp_get_level() * 1000;
#pragma omp atomic
    cnt++;

#pragma omp single
    a[7] = omp_get_num_threads();
  }
  printf("a %d %d %d %d %d %d %d %d cnt %d red %ld fp %d\n", a[0], a[1], a[2], a[3], a[4], a[5], a[6], a[7], cnt, red, fp);
  int b[4] = {0}; int c2 = 0;
#pragma omp target parallel num_threads(4) if(nd) map(tofrom: b, c2)
  {
    b[omp_get_thread_num()] += 1 + omp_in_parallel() * 10;
#pragma omp atomic
    c2++;
  }
  printf("b %d %d %d %d c2 %d\n", b[0], b[1], b[2], b[3], c2);
  int s3 = 0;
#pragma omp target parallel num_threads(3) map(tofrom: s3)
  {
#pragma omp loop reduction(+: s3)
    for (int i = 0; i < 10; i++) s3 += i;
  }
  printf("s3 %d\n", s3);
  return 0;
}
