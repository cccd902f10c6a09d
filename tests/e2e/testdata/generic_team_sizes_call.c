/* num_threads clauses that call functions, in a generic region whose
 * parallel constructs ask for different team sizes: a pure declare
 * target function of a firstprivate variable (the host may size the
 * launch with it), a host function of a variable the region writes, a
 * declare target function that reads a declare target variable, and a
 * function that counts its calls (each size is evaluated once, where
 * its construct stands, on the device). Each construct reports its
 * team size and how many iterations or threads ran. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
int stride = 3;
int calls = 0;
int half(int n) { return n / 2; }
int strided(int n) { return n + stride; }
int counted(int n) {
  calls++;
  return n;
}
#pragma omp end declare target

int twice(int n) { return 2 * n; }

int main(void) {
  int n = 10, sizes[6] = {0}, runs[6] = {0}, a[40];
  for (int i = 0; i < 40; i++) a[i] = 0;
#pragma omp target map(tofrom: sizes, runs, a)
  {
    int m = 2;
#pragma omp parallel num_threads(half(n))
    {
      if (omp_get_thread_num() == 0) sizes[0] = omp_get_num_threads();
#pragma omp atomic
      runs[0]++;
    }
#pragma omp parallel for num_threads(half(n) + 2)
    for (int i = 0; i < 40; i++) {
      if (i == 0) sizes[1] = omp_get_num_threads();
      a[i] += 1;
#pragma omp atomic
      runs[1]++;
    }
    m = m + 1;
#pragma omp parallel num_threads(twice(m))
    {
#pragma omp single
      sizes[2] = omp_get_num_threads();
#pragma omp for
      for (int i = 0; i < 40; i++) {
        a[i] += 10;
#pragma omp atomic
        runs[2]++;
      }
    }
#pragma omp parallel for num_threads(strided(m))
    for (int i = 0; i < 40; i++) {
      if (i == 0) sizes[3] = omp_get_num_threads();
#pragma omp atomic
      runs[3]++;
    }
    for (int k = 1; k <= 2; k++) {
#pragma omp parallel num_threads(counted(k + 1))
      {
        if (omp_get_thread_num() == 0) sizes[3 + k] = omp_get_num_threads();
#pragma omp atomic
        runs[3 + k]++;
      }
    }
  }
  int calls_seen = -1;
#pragma omp target map(from: calls_seen)
  calls_seen = calls;
  int sum = 0;
  for (int i = 0; i < 40; i++) sum += a[i];
  for (int c = 0; c < 6; c++) printf("construct %d: %d threads, %d runs\n", c, sizes[c], runs[c]);
  printf("sum %d, calls %d\n", sum, calls_seen);
  printf("PASS generic_team_sizes_call\n");
  return 0;
}
