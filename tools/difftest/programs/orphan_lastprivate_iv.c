/* Written by hand for tools/difftest -file (docs/difftest.md): lastprivate of the iteration variable of orphaned worksharing loops, static locals of declare target functions: a stepped increasing loop (static blocks), a decreasing one (dynamic chunks), both levels of a collapse(2) nest, and empty loops (after which both keep the original on the device; OpenMP 5.2 leaves it unspecified); teams of 1, 3, 6 and 9 threads. After the loop the variable holds the value that ends it (lb + trip*step). */
#include <stdio.h>
#include <omp.h>
#pragma omp declare target
int lastv(int n, int s) {
  static int i;
#pragma omp single
  i = -5;
#pragma omp for lastprivate(i)
  for (i = 0; i < n; i += s) ;
  int r = i;
#pragma omp barrier
  return r;
}
int lastdyn(int n) {
  static long k;
#pragma omp single
  k = -5;
#pragma omp for lastprivate(k) schedule(dynamic, 2)
  for (k = n; k > 2; k -= 3) ;
  int r = (int)k;
#pragma omp barrier
  return r;
}
int last2(int n, int m) {
  static int a, b;
#pragma omp single
  a = b = -5;
#pragma omp for collapse(2) lastprivate(a, b)
  for (a = 1; a <= n; a++)
    for (b = m; b >= 0; b -= 2) ;
  int r = a * 1000 + b;
#pragma omp barrier
  return r;
}
#pragma omp end declare target
int main(void) {
  int r[4][6];
  for (int t = 0; t < 4; t++) {
    int nt = t == 0 ? 1 : t * 3;
#pragma omp target parallel num_threads(nt) map(from: r[t:1])
    {
      int a = lastv(10, 3), b = lastv(0, 1), c = lastdyn(20), d = lastdyn(1), e = last2(4, 5), f = last2(0, 5);
      if (omp_get_thread_num() == 0) { r[t][0] = a; r[t][1] = b; r[t][2] = c; r[t][3] = d; r[t][4] = e; r[t][5] = f; }
    }
    printf("%d %d %d %d %d %d\n", r[t][0], r[t][1], r[t][2], r[t][3], r[t][4], r[t][5]);
  }
  return 0;
}
