/* Differential program (against clang-19): tasks and taskloops in declare target functions (recursive tasks with final), taskloop lastprivate with collapse, priority/untied/mergeable, firstprivate structs in tasks, a taskgroup waiting for descendant tasks inside sections. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
static int fib(int n) {
  if (n < 2) return n;
  int x, y;
#pragma omp task shared(x) firstprivate(n) final(n < 6)
  x = fib(n - 1);
#pragma omp task shared(y) firstprivate(n) final(n < 6)
  y = fib(n - 2);
#pragma omp taskwait
  return x + y;
}
static void fill(int *v, int n, int k) {
#pragma omp taskloop grainsize(3) firstprivate(k) shared(v)
  for (int i = 0; i < n; i++) v[i] = i * k;
}
static long sumsq(const int *v, int n) {
  long s = 0;
#pragma omp taskloop reduction(+: s) num_tasks(4) shared(v)
  for (int i = 0; i < n; i++) s += (long)v[i] * v[i];
  return s;
}
#pragma omp end declare target

int main(void) {
  int f = 0;
#pragma omp target map(from: f)
#pragma omp parallel num_threads(4)
#pragma omp single
  f = fib(15);
  printf("fib %d\n", f);

  int v[50]; long s = 0;
#pragma omp target map(from: v) map(tofrom: s)
  {
    fill(v, 50, 3);
    s = sumsq(v, 50);
  }
  printf("fill %d %d sumsq %ld\n", v[1], v[49], s);

  int lp = -1, lj = -1, acc[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: lp, lj, acc)
#pragma omp parallel num_threads(2)
#pragma omp masked
  {
    int i = 0, j = 0;
#pragma omp taskloop lastprivate(i, j) collapse(2) num_tasks(3)
    for (int ii = 0; ii < 5; ii++)
      for (int jj = 0; jj < 3; jj++) { i = ii + 1; j = jj + 1; }
    lp = i; lj = j;
#pragma omp taskloop priority(2) untied mergeable shared(acc)
    for (int k = 0; k < 16; k++) {
#pragma omp atomic
      acc[k % 4] += k;
    }
  }
  printf("lastpriv %d %d acc %d %d %d %d\n", lp, lj, acc[0], acc[1], acc[2], acc[3]);

  /* tasks with private and firstprivate arrays and structs */
  struct P { int a[3]; double w; } pp = {{1, 2, 3}, 0.5};
  int out[3] = {0, 0, 0}; double ow = 0;
#pragma omp target map(tofrom: out, ow) firstprivate(pp)
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task firstprivate(pp) shared(out, ow)
    {
      pp.a[1] *= 10; pp.w *= 4;
      for (int i = 0; i < 3; i++) out[i] = pp.a[i];
      ow = pp.w;
    }
#pragma omp taskwait
#pragma omp task shared(out)
    out[2] += pp.a[1];
#pragma omp taskwait
  }
  printf("fp %d %d %d %.2f\n", out[0], out[1], out[2], ow);

  /* sections and tasks in target parallel, a taskgroup that waits for descendants */
  int sec[3] = {0, 0, 0}, desc = 0;
#pragma omp target parallel num_threads(3) map(tofrom: sec, desc)
  {
#pragma omp sections
    {
#pragma omp section
      sec[0] = 1 + omp_get_num_threads();
#pragma omp section
      {
#pragma omp taskgroup
        {
#pragma omp task shared(desc)
          {
#pragma omp task shared(desc)
            {
#pragma omp atomic
              desc += 100;
            }
#pragma omp atomic
            desc += 1;
          }
        }
        sec[1] = desc;
      }
#pragma omp section
      sec[2] = 3;
    }
  }
  printf("sections %d %d %d %d\n", sec[0], sec[1], sec[2], desc);
  return 0;
}
