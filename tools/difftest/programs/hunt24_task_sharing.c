/* Differential program (against clang-19): the implicit data-sharing of tasks in target regions: a plain region, a nested parallel region with shared/firstprivate/private items, a mapped variable that the nested parallel or loop construct copies per thread, private arrays, taskloop in a plain region. */
#include <omp.h>
#include <stdio.h>
int g = 1;
#pragma omp declare target to(g)
static void plain_and_nested(void) {
  int m = 0, arr[4] = {0, 0, 0, 0}, *p = arr;
  int o1 = -1, o2 = -1, o3 = -1, o4 = -1, o5 = -1, o6 = -1;
#pragma omp target map(tofrom: m, arr, o1, o2, o3, o4, o5, o6)
  {
    int loc = 5;
#pragma omp task
    { loc += 1; m += 10; arr[0] = 3; g += 100; }
#pragma omp taskwait
    o1 = loc; o2 = m; o3 = arr[0]; o4 = g;
#pragma omp parallel num_threads(2) shared(loc)
    {
#pragma omp single
      {
        int inner = 1;
#pragma omp task
        { loc += 2; inner += 5; }
#pragma omp taskwait
        o5 = inner;
      }
    }
    o6 = loc;
  }
  printf("%d %d %d %d %d %d\n", o1, o2, o3, o4, o5, o6);
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
  printf("%d %d\n", q, r);
  int tl[10] = {0}; int sc = 0;
#pragma omp target map(tofrom: tl, sc)
  {
#pragma omp taskloop
    for (int i = 0; i < 10; i++) { tl[i] = i; sc += i; }
  }
  printf("tl %d %d\n", tl[5], sc);

}
int main(void) {
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
  printf("A %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target parallel num_threads(2) firstprivate(r) map(tofrom: q)
#pragma omp single
  {
#pragma omp task
    { q += 1; r += 1; }
#pragma omp taskwait
    q += r * 10;
  }
  printf("B %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
  {
    q += 0;
#pragma omp parallel num_threads(2) private(r)
#pragma omp single
    {
      r = 4;
#pragma omp task
      { q += 1; r += 1; }
#pragma omp taskwait
      q += r * 10;
    }
  }
  printf("C %d %d\n", q, r);
  q = 1; r = 2;
  int arr[2] = {5, 6};
#pragma omp target parallel num_threads(2) private(arr) map(tofrom: q)
#pragma omp single
  {
    arr[0] = 7;
#pragma omp task
    { arr[0] += 1; }
#pragma omp taskwait
    q = arr[0];
  }
  printf("D %d\n", q);
  q = 1; r = 2;
#pragma omp target teams distribute parallel for firstprivate(r) map(tofrom: q) num_teams(1) num_threads(1)
  for (int i = 0; i < 1; i++) {
#pragma omp task
    { r += 1; }
#pragma omp taskwait
    q = r;
  }
  printf("E %d\n", q);
  plain_and_nested();
  return 0;
}
