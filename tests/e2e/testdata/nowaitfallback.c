/* target nowait with depend and a present map: offloaded, and (the e2e
 * test's second run) with OMP_TARGET_OFFLOAD=DISABLED, where each region
 * runs on the host and the present modifier finds the host's data. */
#include <stdio.h>
#define N 64
int main(void) {
  int fails = 0;
  int z = 1, a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target enter data map(to: z)
#pragma omp target nowait map(present, alloc: z) depend(out: z)
  z = z + 41;
#pragma omp target exit data map(from: z) depend(in: z)
  printf("z=%d\n", z);
  if (z != 42) fails++;
#pragma omp target teams distribute parallel for nowait map(to: a) map(tofrom: b) depend(out: b)
  for (int i = 0; i < N; i++) b[i] = 2 * a[i];
#pragma omp target nowait map(tofrom: b) depend(inout: b)
  for (int i = 0; i < N; i++) b[i] += 1;
#pragma omp taskwait
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  printf("s=%ld\n", s);
  if (s != 64 * 63 + 64) fails++;
  if (fails) {
    printf("FAIL nowaitfallback\n");
    return 1;
  }
  printf("PASS nowaitfallback\n");
  return 0;
}
