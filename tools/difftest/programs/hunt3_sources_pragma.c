/* Written by hand for tools/difftest -file (docs/difftest.md): a _Pragma macro with the directive as its argument, declare simd on a declare target function, a region as an if branch and under a label in a switch, a region inside critical beside threadprivate. */
#include <stdio.h>
#include <omp.h>
#define N 16
#define STR(x) #x
#define OMP(x) _Pragma(#x)
#pragma omp declare target
#pragma omp declare simd uniform(k) linear(i:1)
static int sc(int *v, int i, int k) { return v[i] * k; }
#pragma omp end declare target
static int counter;
#pragma omp threadprivate(counter)
int main(void) {
  int a[N], b[N], ok = 1, sel = 2;
  for (int i = 0; i < N; i++) a[i] = i;
  if (sel > 1)
#pragma omp target map(tofrom: a)
    for (int i = 0; i < N; i++) a[i] += 1;
  else
    ok = 0;
  switch (sel) {
  case 2:
  lbl:
#pragma omp target map(tofrom: a) map(from: b)
    OMP(omp teams distribute parallel for simd)
    for (int i = 0; i < N; i++) b[i] = sc(a, i, 3);
    break;
  default:
    goto lbl;
  }
  for (int i = 0; i < N; i++) ok &= a[i] == i + 1 && b[i] == 3 * (i + 1);
  int hits = 0;
#pragma omp parallel num_threads(3) reduction(+: hits)
  {
#pragma omp critical
    {
      int one = 0;
#pragma omp target map(from: one)
      one = 1;
      hits += one;
    }
    counter = omp_get_thread_num();
#pragma omp barrier
    hits += counter == omp_get_thread_num() ? 10 : 0;
  }
  ok &= hits == 33;
  OMP(omp target map(tofrom: a) if(sel == 2))
  a[0] = 99;
  ok &= a[0] == 99;
  printf("hits %d b5 %d a0 %d\n%s hunt3_sources_pragma\n", hits, b[5], a[0], ok ? "PASS" : "FAIL");
  return 0;
}
