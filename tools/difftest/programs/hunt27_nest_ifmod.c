/* if clauses with directive-name modifiers on combined and nested
 * constructs, evaluated from runtime expressions. */
#include <omp.h>
#include <stdio.h>

static int big(int n) { return n > 100; }

int main(void) {
  int n = 50, m = 500;
  int on_dev = -1, nth = -1, nth2 = -1, lv = -1;
#pragma omp target if(target: big(m)) map(tofrom: on_dev)
  on_dev = !omp_is_initial_device();
  int d1 = on_dev;
#pragma omp target parallel if(parallel: big(n)) map(tofrom: nth) num_threads(4)
  {
    if (omp_get_thread_num() == 0) nth = omp_get_num_threads();
  }
#pragma omp target parallel if(target: big(m)) if(parallel: big(m)) map(tofrom: nth2, lv) num_threads(4)
  {
    if (omp_get_thread_num() == 0) lv = omp_get_level();
  }
  printf("nth %d lv %d\n", nth, lv);

  int a[64], cnt = 0;
#pragma omp target teams distribute parallel for if(parallel: n > 10) if(target: 1) map(from: a) map(tofrom: cnt)
  for (int i = 0; i < 64; i++) {
    a[i] = i * (omp_get_num_threads() >= 1);
#pragma omp atomic
    cnt++;
  }
  long s = 0;
  for (int i = 0; i < 64; i++) s += a[i];
  printf("s %ld cnt %d\n", s, cnt);

  int single_thr = -1;
#pragma omp target map(tofrom: single_thr)
  {
#pragma omp parallel if(n > 1000) num_threads(8)
    {
#pragma omp single
      single_thr = omp_get_num_threads();
    }
  }
  printf("single_thr %d\n", single_thr);

  int ts = 0;
#pragma omp target map(tofrom: ts)
  {
    int k = 0;
#pragma omp taskloop if(taskloop: n > 1) reduction(+: k)
    for (int i = 0; i < 10; i++) k += i;
#pragma omp task if(task: 0) shared(ts)
    ts = k;
  }
  printf("ts %d\n", ts);

  int sv = 0;
#pragma omp target simd if(simd: n < 0) reduction(+: sv) map(tofrom: sv)
  for (int i = 0; i < 20; i++) sv += i;
  printf("sv %d d1 %d\n", sv, d1 >= 0);
  return 0;
}
