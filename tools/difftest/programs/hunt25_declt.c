/* Differential program (against clang-19): declare target in the forms
 * of OpenMP 5.2 and published examples: begin/end declare target with
 * device_type(any), declare target to(...) of globals and functions,
 * recursion, static locals of declare target functions kept across
 * calls, struct results, functions taking function pointers of other
 * declare target functions, a global table updated with target update,
 * and a declare target function with an orphaned for and atomics. */
#include <stdio.h>
#include <omp.h>

typedef struct { int lo, hi; long sum; } range_t;

#pragma omp begin declare target device_type(any)
int table[32];
long counter = 0;
static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static long ack_small(long m, long n) {
  if (m == 0) return n + 1;
  if (n == 0) return ack_small(m - 1, 1);
  return ack_small(m - 1, ack_small(m, n - 1));
}
static range_t span(int lo, int hi) {
  range_t r = {lo, hi, 0};
  for (int i = lo; i < hi; i++) r.sum += table[i];
  return r;
}
static int sq(int x) { return x * x; }
static int cube(int x) { return x * x * x; }
static long apply(int (*f)(int), int n) {
  long s = 0;
  for (int i = 0; i < n; i++) s += f(i);
  return s;
}
static int next_id(void) {
  static int id = 100;
  return id++;
}
#pragma omp end declare target

long gsum = 0;
void accumulate(const int *v, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) {
#pragma omp atomic
    gsum += v[i];
  }
#pragma omp atomic
  counter += n;
}
#pragma omp declare target to(accumulate, gsum)

int main(void) {
  for (int i = 0; i < 32; i++) table[i] = (i * 7) % 11;
#pragma omp target update to(table)
  int f[12];
  long ak = 0, sq_s = 0, cu_s = 0;
  range_t r1, r2;
  int ids[4];
#pragma omp target map(from: f, r1, r2, ids) map(tofrom: ak, sq_s, cu_s)
  {
    for (int i = 0; i < 12; i++) f[i] = fib(i);
    ak = ack_small(2, 3);
    r1 = span(0, 16);
    r2 = span(10, 32);
    sq_s = apply(sq, 10);
    cu_s = apply(cube, 6);
    for (int k = 0; k < 4; k++) ids[k] = next_id();
  }
  printf("A %d %d %ld %d %d %ld %d %d %ld %ld %ld %d %d\n", f[10], f[11], ak, r1.lo, r1.hi, r1.sum, r2.lo, r2.hi, r2.sum,
         sq_s, cu_s, ids[0], ids[3]);
  /* static local state persists on the device across regions */
  int id2 = 0;
#pragma omp target map(from: id2)
  id2 = next_id();
  printf("B %d\n", id2);

  /* a global table changed on the device, read back with update */
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 32; i++) table[i] = table[i] * 2 + i;
#pragma omp target update from(table[8:8])
  long hs = 0;
  for (int i = 0; i < 32; i++) hs = hs * 5 + table[i];
  printf("C %ld\n", hs % 1000000007);

  /* an orphaned for with atomics on declare target globals */
  int v[100];
  for (int i = 0; i < 100; i++) v[i] = i % 13;
  gsum = 5;
  counter = 0;
#pragma omp target update to(gsum, counter)
#pragma omp target parallel num_threads(4) map(to: v)
  accumulate(v, 100);
#pragma omp target update from(gsum, counter)
  printf("D %ld %ld\n", gsum, counter);
  return 0;
}
