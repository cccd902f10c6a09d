/* Nested distribute and for constructs whose host fallback holds them
 * outside a teams or parallel construct: with firstprivate and lastprivate
 * and reductions of locals (which gcc refuses on an orphaned construct),
 * dist_schedule, nowait and loop bind(parallel). The program also
 * runs with OMP_TARGET_OFFLOAD=DISABLED, where every region is its host
 * fallback. */
#include <stdio.h>

int main(void) {
  int arr[4] = {1, 2, 3, 4};
  int out[16] = {0};
  int last = -1, bad = 0;

#pragma omp target teams map(tofrom: out)
  {
#pragma omp distribute parallel for firstprivate(arr) dist_schedule(static, 4)
    for (int i = 0; i < 16; i++) {
      arr[i % 4] += 0; /* a private copy: the original stays */
      out[i] = arr[i % 4] * i;
    }
  }
  for (int i = 0; i < 16; i++)
    if (out[i] != arr[i % 4] * i) bad++;

#pragma omp target teams map(tofrom: out, last)
#pragma omp distribute lastprivate(last) firstprivate(arr)
  for (int i = 0; i < 16; i++) {
    last = arr[i % 4] + i;
    out[i] += last;
  }
  if (last != arr[3] + 15) bad++;

  int k1 = 3, tail = 0;
#pragma omp target parallel map(tofrom: out, tail)
  {
#pragma omp for firstprivate(k1) lastprivate(tail) nowait
    for (int i = 0; i < 16; i++) {
      out[i] += k1 * i;
      tail = i * k1;
    }
  }
  if (tail != 45) bad++;

  long prod = 2;
#pragma omp target parallel map(tofrom: prod) num_threads(4)
#pragma omp loop bind(parallel) reduction(*: prod)
  for (int i = 1; i <= 5; i++) prod *= i;
  if (prod != 240) bad++;

  long sum = 0;
  for (int i = 0; i < 16; i++) sum += out[i];
  printf("sum %ld prod %ld tail %d last %d arr %d %d %d %d\n", sum, prod, tail, last, arr[0], arr[1], arr[2], arr[3]);
  if (bad) {
    printf("FAIL nestedfallback (%d)\n", bad);
    return 1;
  }
  printf("PASS nestedfallback\n");
  return 0;
}
