/* A source file that another one includes whole (include_c_file.c), as
 * unity builds and test drivers do: a declare target variable and
 * function, and functions with target regions. Built alone it is a
 * program of its own. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
int part_scale = 3;
static int part_twice(int x) { return 2 * x + part_scale; }
#pragma omp end declare target

/* a[i] = 2 * i + part_scale on the device. */
static void part_fill(int *a, int n) {
#pragma omp target teams distribute parallel for map(from: a[0:n])
  for (int i = 0; i < n; i++) a[i] = part_twice(i);
}

/* The sum of a[0:n], computed on the device. */
static long part_sum(const int *a, int n) {
  long s = 0;
#pragma omp target map(to: a[0:n]) map(tofrom: s)
  {
#pragma omp parallel for reduction(+: s)
    for (int i = 0; i < n; i++) s += a[i];
  }
  return s;
}

#ifndef PART_INCLUDED
int main(void) {
  int a[50];
  part_fill(a, 50);
  long s = part_sum(a, 50);
  printf("sum=%ld\n", s);
  if (s != 50 * 49 + 50 * 3) {
    printf("FAIL include_c_part\n");
    return 1;
  }
  printf("PASS include_c_part\n");
  return 0;
}
#endif
