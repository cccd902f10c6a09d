/* Written by hand for tools/difftest -file (docs/difftest.md): reference counts across target data nesting, enter/exit data, always, delete, release */
#include <stdio.h>
#include <omp.h>
#define N 4
int g[N];
static int pres(void *p) { return omp_target_is_present(p, omp_get_default_device()); }
static void bump(int *a, int k) {
  #pragma omp target map(tofrom: a[0:N])
  for (int i = 0; i < N; i++) a[i] += k;
}
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 100 + i; g[i] = 1000 + i; }
  #pragma omp target enter data map(to: a)
  #pragma omp target enter data map(to: a)
  bump(a, 1);
  printf("1: %d %d pres %d\n", a[0], a[3], pres(a));
  #pragma omp target exit data map(from: a)
  printf("2: %d pres %d\n", a[0], pres(a));
  #pragma omp target exit data map(from: a)
  printf("3: %d pres %d\n", a[0], pres(a));
  /* target data nesting with enter/exit inside */
  #pragma omp target data map(tofrom: b)
  {
    #pragma omp target enter data map(to: b)
    bump(b, 10);
    #pragma omp target data map(from: b)
    { bump(b, 5); }
    printf("4: %d pres %d\n", b[0], pres(b));
    #pragma omp target exit data map(release: b)
    printf("5: %d pres %d\n", b[0], pres(b));
  }
  printf("6: %d pres %d\n", b[0], pres(b));
  /* delete inside target data */
  #pragma omp target data map(tofrom: b)
  {
    bump(b, 1);
    #pragma omp target enter data map(to: b)
    #pragma omp target exit data map(delete: b)
    printf("7: %d pres %d\n", b[0], pres(b));
    b[1] = -50;
    #pragma omp target map(tofrom: b)
    for (int i = 0; i < N; i++) b[i] += 2;
  }
  printf("8: %d %d pres %d\n", b[0], b[1], pres(b));
  /* always on exit and enter with refcount > 1 */
  #pragma omp target enter data map(to: a)
  #pragma omp target enter data map(to: a)
  a[2] = 77;
  #pragma omp target enter data map(always, to: a)
  bump(a, 3);
  #pragma omp target exit data map(always, from: a)
  printf("9: %d %d pres %d\n", a[0], a[2], pres(a));
  a[0] = -1;
  #pragma omp target exit data map(from: a)
  printf("10: %d pres %d\n", a[0], pres(a));
  #pragma omp target exit data map(from: a)
  printf("11: %d pres %d\n", a[0], pres(a));
  /* globals and sections */
  #pragma omp target enter data map(to: g[1:2])
  #pragma omp target data map(tofrom: g[1:2])
  {
    #pragma omp target
    for (int i = 1; i < 3; i++) g[i] *= 2;
  }
  printf("12: %d %d pres %d\n", g[1], g[2], pres(&g[1]));
  #pragma omp target update from(g[1:2])
  printf("13: %d %d\n", g[1], g[2]);
  #pragma omp target exit data map(release: g[1:2])
  printf("14: pres %d\n", pres(&g[1]));
  /* delete with refcount 2 from enter data twice */
  #pragma omp target enter data map(to: g)
  #pragma omp target enter data map(to: g)
  #pragma omp target exit data map(delete: g)
  printf("15: pres %d\n", pres(g));
  /* exit data from with release of refcount infinity? target data inside enter */
  #pragma omp target enter data map(alloc: b)
  #pragma omp target data map(always, to: b)
  {
    bump(b, 1000);
  }
  printf("16: %d pres %d\n", b[0], pres(b));
  #pragma omp target exit data map(always, from: b)
  printf("17: %d pres %d\n", b[0], pres(b));
  int s = 3;
  #pragma omp target enter data map(to: s)
  #pragma omp target map(tofrom: s)
  s += 4;
  printf("18: %d\n", s);
  #pragma omp target map(always, tofrom: s)
  s += 4;
  printf("19: %d\n", s);
  #pragma omp target exit data map(from: s)
  printf("20: %d pres %d\n", s, pres(&s));
  return 0;
}
