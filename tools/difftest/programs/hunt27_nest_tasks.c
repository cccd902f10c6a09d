/* tasks, taskloop, taskgroup and taskwait inside target regions. */
#include <omp.h>
#include <stdio.h>
#define N 100

static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

int main(void) {
  int a[N], s = 0, f = 0, cnt = 0, tl = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target map(tofrom: a, s, f, cnt, tl)
  {
#pragma omp taskloop grainsize(7)
    for (int i = 0; i < N; i++) a[i] = i * 2;
    for (int i = 0; i < N; i++) s += a[i];
    int x = 0, y = 0;
#pragma omp task shared(x)
    x = 10;
#pragma omp task shared(y)
    y = 20;
#pragma omp taskwait
    f = x + y;
#pragma omp taskgroup
    {
      for (int k = 0; k < 5; k++) {
#pragma omp task firstprivate(k) shared(cnt)
        {
#pragma omp atomic
          cnt += k;
        }
      }
    }
    int r = 0;
#pragma omp taskloop num_tasks(4) reduction(+: r)
    for (int i = 1; i <= 10; i++) r += i * i;
    tl = r;
  }
  printf("s %d f %d cnt %d tl %d\n", s, f, cnt, tl);

  int tot = 0, fibs[4] = {0, 0, 0, 0};
#pragma omp target parallel num_threads(4) map(tofrom: tot, fibs)
  {
#pragma omp single
    {
      for (int k = 0; k < 4; k++) {
#pragma omp task firstprivate(k) shared(fibs)
        fibs[k] = fib(10 + k);
      }
#pragma omp taskwait
      tot = fibs[0] + fibs[1] + fibs[2] + fibs[3];
    }
  }
  printf("tot %d %d %d %d %d\n", tot, fibs[0], fibs[1], fibs[2], fibs[3]);

  int dep = 0, chain[3] = {0, 0, 0};
#pragma omp target map(tofrom: dep, chain)
  {
#pragma omp task depend(out: dep) shared(dep)
    dep = 1;
#pragma omp task depend(inout: dep) shared(dep, chain)
    { chain[0] = dep; dep = dep * 5; }
#pragma omp task depend(in: dep) shared(dep, chain)
    chain[1] = dep + 1;
#pragma omp taskwait
    chain[2] = dep;
  }
  printf("dep %d chain %d %d %d\n", dep, chain[0], chain[1], chain[2]);
  return 0;
}
