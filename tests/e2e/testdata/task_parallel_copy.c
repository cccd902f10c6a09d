/* A task in a parallel region nested in a target region, where the
 * target construct maps a variable and the parallel (or loop) construct
 * gives each thread a copy of it: the variable is not shared by the
 * team, so the task gets a firstprivate copy and the thread's copy keeps
 * its value (OpenMP 5.2 §5.1.1). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int fails = 0;
  int q = 1, r = 2;
#pragma omp target map(tofrom: q, r)
#pragma omp parallel num_threads(2) firstprivate(r)
#pragma omp single
  {
#pragma omp task
    { q += 1; r += 1; }
#pragma omp taskwait
    q += r * 10;
  }
  printf("parallel firstprivate: q %d r %d\n", q, r);
  fails += q != 22 || r != 2;

  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
#pragma omp parallel num_threads(2) private(r)
#pragma omp single
  {
    r = 4;
#pragma omp task
    r += 1;
#pragma omp taskwait
    q = r;
  }
  printf("parallel private: q %d r %d\n", q, r);
  fails += q != 4 || r != 2;

  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
#pragma omp teams num_teams(1)
#pragma omp distribute parallel for firstprivate(r) num_threads(1)
  for (int i = 0; i < 1; i++) {
#pragma omp task
    r += 1;
#pragma omp taskwait
    q = r * 10;
  }
  printf("distribute parallel for firstprivate: q %d r %d\n", q, r);
  fails += q != 20 || r != 2;

  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
#pragma omp parallel for lastprivate(r) num_threads(1)
  for (int i = 0; i < 1; i++) {
    r = 7;
#pragma omp task
    r += 1;
#pragma omp taskwait
    q = r * 10;
  }
  printf("parallel for lastprivate: q %d r %d\n", q, r);
  fails += q != 70 || r != 7;

  /* shared by the team: the task updates the variable itself */
  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task
    r += 1;
#pragma omp taskwait
    q = r * 10;
  }
  printf("shared: q %d r %d\n", q, r);
  fails += q != 30 || r != 3;

  if (fails == 0) printf("PASS task_parallel_copy\n");
  return fails != 0;
}
