/* Written by hand for tools/difftest -file (docs/difftest.md): declare variant in host code beside a target region: kind(host), arch(x86_64) and construct={parallel} selectors. */
#include <stdio.h>
#include <omp.h>
int base(int x) { return x; }
int host_v(int x) { return x + 400; }
int par_v(int x) { return x + 300; }
#pragma omp declare variant(host_v) match(device={kind(host)})
int f4(int x) { return x; }
#pragma omp declare variant(par_v) match(construct={parallel})
int f3(int x) { return x; }
int cpu_v(int x) { return x + 500; }
#pragma omp declare variant(cpu_v) match(device={arch(x86_64)})
int f5(int x) { return x; }
int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  int r3 = 0, r3b = f3(1);
#pragma omp parallel num_threads(2)
#pragma omp single
  r3 = f3(1);
  int r6 = 0;
#pragma omp parallel for num_threads(2) reduction(+: r6)
  for (int i = 0; i < 4; i++) r6 += f3(i);
  printf("%d %d %d %d %d %d\n", r3, r3b, f4(1), f5(1), r6, a);
  return 0;
}
