/* Written by hand for tools/difftest -file (docs/difftest.md): metadirectives in target regions (construct={target}, kind selectors, nothing) run on the device and in the host fallback. */
#include <stdio.h>
#include <omp.h>
#define N 100
int main(void) {
  int a[N], s = 0, flag = 1;
  for (int i = 0; i < N; i++) a[i] = i;
  for (int rep = 0; rep < 2; rep++) {
#pragma omp target map(tofrom: a, s) if(flag)
    {
#pragma omp metadirective when(construct={target}: parallel for reduction(+: s)) default(simd reduction(+: s))
      for (int i = 0; i < N; i++) s += a[i];
#pragma omp metadirective when(device={kind(host)}: parallel for) default(parallel for)
      for (int i = 0; i < N; i++) a[i] += 1;
#pragma omp metadirective when(device={kind(gpu)}: nothing) default()
      s += 1;
    }
    flag = 0;
  }
  printf("s %d a99 %d\n%s hunt3_meta\n", s, a[99], s == 2 * 4950 + 100 + 2 && a[99] == 101 ? "PASS" : "FAIL");
  return 0;
}
