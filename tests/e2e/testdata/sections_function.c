/* sections nowait in a declare target function: the caller's team, as
 * the device runtime knows it, shares the sections (thread 0 alone outside
 * parallel regions): each section runs once, with its private copies. */
#include <stdio.h>
#include <omp.h>
#pragma omp declare target
void work(int *cnt, int *who, int *sum, int *lastv) {
  int r = 0, base = 7;
#pragma omp sections nowait private(r)
  {
#pragma omp section
    { cnt[0]++; who[0] = omp_get_thread_num(); r = base + 1;
#pragma omp atomic
      *sum += r; }
#pragma omp section
    { cnt[1]++; who[1] = omp_get_thread_num(); r = base + 2;
#pragma omp atomic
      *sum += r; }
#pragma omp section
    { cnt[2]++; who[2] = omp_get_thread_num(); r = base + 4;
#pragma omp atomic
      *sum += r;
      *lastv = 30; }
  }
}
#pragma omp end declare target
int main(void) {
  int cnt[3] = {0}, who[3] = {-1, -1, -1}, sum = 0, lastv = 0;
#pragma omp target map(tofrom: cnt, who, sum, lastv)
  work(cnt, who, &sum, &lastv);
  printf("one: %d %d %d / %d %d %d / %d %d\n", cnt[0], cnt[1], cnt[2], who[0], who[1], who[2], sum, lastv);
  int c2[3] = {0}, w2[3] = {-1, -1, -1}, s2 = 0, l2 = 0;
#pragma omp target parallel num_threads(2) map(tofrom: c2, w2, s2, l2)
  work(c2, w2, &s2, &l2);
  printf("team: %d %d %d / %d %d %d / %d %d\n", c2[0], c2[1], c2[2], w2[0] >= 0, w2[1] >= 0, w2[2] >= 0, s2, l2);
  int bad = cnt[0] != 1 || cnt[1] != 1 || cnt[2] != 1 || who[0] != 0 || who[2] != 0 || sum != 28 || lastv != 30;
  bad += c2[0] != 1 || c2[1] != 1 || c2[2] != 1 || w2[0] < 0 || w2[1] < 0 || w2[2] < 0 || s2 != 28 || l2 != 30;
  printf("%s sections_function\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
