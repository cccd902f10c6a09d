/* Tasks in a target region: recursive tasks in a declare target function,
 * a taskgroup, tasks with several depend clauses each, and a taskloop
 * with a reduction. */
#include <stdio.h>
#include <omp.h>
static int fib(int n) {
  if (n < 2) return n;
  int x, y;
  #pragma omp task shared(x)
  x = fib(n - 1);
  #pragma omp task shared(y)
  y = fib(n - 2);
  #pragma omp taskwait
  return x + y;
}
#pragma omp declare target to(fib)
int main(void) {
  int r = 0, s = 0, d1 = 0, d2 = 0, d3 = 0, tl = 0;
  int arr[50] = {0};
  #pragma omp target map(tofrom: r, s, d1, d2, d3, tl, arr)
  {
    #pragma omp parallel num_threads(4)
    {
      #pragma omp single
      {
        r = fib(12);
        #pragma omp taskgroup
        {
          for (int i = 0; i < 10; i++) {
            #pragma omp task firstprivate(i)
            {
              #pragma omp atomic
              s += i;
            }
          }
        }
        #pragma omp task depend(out: d1)
        d1 = 5;
        #pragma omp task depend(in: d1) depend(out: d2)
        d2 = d1 * 2;
        #pragma omp task depend(in: d2) depend(inout: d3) depend(in: d1)
        d3 = d2 + 1;
        #pragma omp taskwait
        #pragma omp taskloop grainsize(5) reduction(+: tl)
        for (int i = 0; i < 50; i++) { arr[i] = i * 2; tl += i; }
      }
    }
  }
  int as = 0; for (int i = 0; i < 50; i++) as += arr[i];
  printf("fib=%d s=%d d=%d %d %d tl=%d as=%d\n", r, s, d1, d2, d3, tl, as);
  if (r != 144 || s != 45 || d1 != 5 || d2 != 10 || d3 != 11 || tl != 1225 || as != 2450) {
    printf("FAIL task_depend_clauses\n");
    return 1;
  }
  printf("PASS task_depend_clauses\n");
  return 0;
}
