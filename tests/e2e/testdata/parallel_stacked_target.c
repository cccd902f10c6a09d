/* A parallel construct beside other code in a target region written
 * with its inner construct on the same statement (parallel then single,
 * masked, master or sections, no braces between them): the inner
 * construct binds to the parallel region's team, as in the braced form.
 * single and masked run their block once, on one thread of the team
 * (masked on the filter's), sections each section once. Checked
 * against values computed on the host. */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int fails = 0, ok;
  int one = 0, nts = 0, two = 0, who = -1, nm = 0, sec[2] = {0, 0}, cnt = 0, sum = 0;
#pragma omp target map(tofrom: one, nts, two, who, nm, sec, cnt, sum)
  {
    cnt = 1;
#pragma omp parallel num_threads(4)
#pragma omp single
    {
      one++;
      nts = omp_get_num_threads();
    }
#pragma omp parallel num_threads(4) reduction(+: sum)
#pragma omp masked filter(3)
    {
      two++;
      who = omp_get_thread_num();
      sum += 7;
    }
#pragma omp parallel num_threads(4)
#pragma omp master
    nm += 1 + omp_get_thread_num();
#pragma omp parallel num_threads(4)
#pragma omp sections
    {
#pragma omp section
      sec[0]++;
#pragma omp section
      sec[1] += 2;
    }
    cnt++;
  }
  ok = one == 1 && nts == 4 && two == 1 && who == 3 && sum == 7 && nm == 1 && sec[0] == 1 && sec[1] == 2 && cnt == 2;
  printf("stacked=%d (one %d nts %d two %d who %d sum %d nm %d sec %d %d)\n", ok, one, nts, two, who, sum, nm, sec[0], sec[1]);
  fails += !ok;
  if (fails) {
    printf("FAIL parallel_stacked_target\n");
    return 1;
  }
  printf("PASS parallel_stacked_target\n");
  return 0;
}
