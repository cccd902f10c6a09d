/* Differential program (against clang-19): target regions in host
 * contexts: a recursive host function launching a region per call, a
 * function whose static local array and counter a region maps tofrom on
 * every call, regions launched from the threads of a host parallel for
 * (each mapping its own stack array), and a constant-size local array in
 * a region indexed from both ends. */
#include <stdio.h>
#include <omp.h>
static long fact_dev(int n) {
  if (n <= 1) return 1;
  long r = 0;
#pragma omp target map(from: r) firstprivate(n)
  { r = n; }
  return r * fact_dev(n - 1);
}
static int accum(int k) {
  static int buf[16];
  static int calls;
#pragma omp target map(tofrom: buf, calls) firstprivate(k)
  {
    for (int i = 0; i < 16; i++) buf[i] += k;
    calls++;
  }
  return buf[15] * 100 + calls;
}
int main(void) {
  printf("fact %ld\n", fact_dev(10));
  int r = 0;
  for (int k = 1; k <= 3; k++) r = accum(k);
  printf("accum %d\n", r);
  int res[8] = {0};
#pragma omp parallel for num_threads(4)
  for (int t = 0; t < 8; t++) {
    int local[32];
    for (int i = 0; i < 32; i++) local[i] = i * t;
    int s = 0;
#pragma omp target map(to: local) map(tofrom: s)
    for (int i = 0; i < 32; i++) s += local[i];
    res[t] = s;
  }
  for (int t = 0; t < 8; t++) printf("%d ", res[t]);
  printf("\n");
  enum { n = 10 };
  int sq[10];
#pragma omp target map(from: sq)
  {
    int tmp[10];
    for (int i = 0; i < n; i++) tmp[i] = i * i;
    for (int i = 0; i < n; i++) sq[i] = tmp[n - 1 - i];
  }
  printf("sq %d %d\n", sq[0], sq[9]);
  return 0;
}
