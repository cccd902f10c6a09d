/* Differential program (against clang-19): constructs stacked on the statement of a parallel (or teams) construct that is all of a braced target region. */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int cnt = 0, crit = 0, tk = 0, tg = 0, mk = -1, sn = 0, bar = 0;
#pragma omp target map(tofrom: cnt)
  {
#pragma omp parallel num_threads(4)
#pragma omp atomic
    cnt += 1;
  }
#pragma omp target map(tofrom: crit)
  {
#pragma omp parallel num_threads(4)
#pragma omp critical(upd)
    crit += 2;
  }
#pragma omp target map(tofrom: tk)
  {
#pragma omp parallel num_threads(3)
#pragma omp task shared(tk)
    {
#pragma omp atomic
      tk += 1;
    }
  }
#pragma omp target map(tofrom: tg)
  {
#pragma omp parallel num_threads(2)
#pragma omp taskgroup
    {
#pragma omp task shared(tg)
      {
#pragma omp atomic
        tg += 5;
      }
    }
  }
#pragma omp target map(tofrom: mk)
  {
#pragma omp parallel num_threads(4)
#pragma omp masked filter(2)
    mk = omp_get_thread_num();
  }
#pragma omp target map(tofrom: sn)
  {
#pragma omp parallel num_threads(4)
#pragma omp single nowait
    sn += 7;
  }
  int arr[8] = {0};
#pragma omp target map(tofrom: arr)
  {
#pragma omp teams num_teams(1)
#pragma omp distribute
    for (int i = 0; i < 8; i++) arr[i] = i;
  }
  int arr2[8] = {0};
#pragma omp target map(tofrom: arr2)
  {
#pragma omp teams num_teams(2)
    {
#pragma omp distribute parallel for
      for (int i = 0; i < 8; i++) arr2[i] = i * 2;
    }
  }
  int arr3[8] = {0};
#pragma omp target map(tofrom: arr3)
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp for simd
      for (int i = 0; i < 8; i++) arr3[i] = i * 3;
    }
  }
  printf("cnt=%d crit=%d tk=%d tg=%d mk=%d sn=%d a=%d a2=%d a3=%d\n", cnt, crit, tk, tg, mk, sn, arr[7], arr2[7], arr3[7]);
  return 0;
}
