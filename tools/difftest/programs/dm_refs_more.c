/* Written by hand for tools/difftest -file (docs/difftest.md): subsets of present data (no copy without always), present and always together, target update with to and from clauses on one directive, defaultmap(present), enter/exit data with if, declare target arrays with always, struct members with a pointer member and updates of single members, data regions inside enter/exit data of a pointee. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 16
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)
int gt[N];
#pragma omp declare target(gt)
typedef struct { int a[4]; double d; int *p; } T;

void t_subsets(void) {
  int a[N], b[N], c = 0;
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 100 + i; }
  int no = 0;
#pragma omp target enter data map(to: a) if(no)
  CK(!omp_target_is_present(a, omp_get_default_device()));
#pragma omp target enter data map(to: a[0:8], b)
  a[3] = -3;
#pragma omp target map(tofrom: a[2:3]) map(present, to: b[4:2])
  { a[2] += b[4]; a[3] += 1; a[4] = b[5]; }
  CK(a[2] == 2 && a[3] == -3);
#pragma omp target map(always, present, to: a[0:4])
  { a[0] = a[3] * 2; }
#pragma omp target update from(a[0:5]) to(b[0:1])
  CK(a[0] == -6 && a[2] == 2 && a[3] == -3 && a[4] == 105);
#pragma omp target defaultmap(present: aggregate) map(tofrom: c)
  { c = b[0] + b[15]; b[1] = 7; }
  CK(c == 100 + 115);
  int one = 1;
#pragma omp target exit data map(from: b) if(one)
  CK(b[1] == 7);
#pragma omp target exit data map(release: a[0:8]) if(!one)
  CK(omp_target_is_present(a, omp_get_default_device()));
#pragma omp target exit data map(delete: a[0:8])
  CK(!omp_target_is_present(a, omp_get_default_device()));
  printf("subsets a[0]=%d a[2]=%d c=%d b[1]=%d\n", a[0], a[2], c, b[1]);
}

void t_globals(void) {
  for (int i = 0; i < N; i++) gt[i] = i;
#pragma omp target update to(gt)
  for (int i = 0; i < N; i++) gt[i] = 0;
  int s = 0;
#pragma omp target map(tofrom: gt, s)
  for (int i = 0; i < N; i++) { s += gt[i]; gt[i] *= 2; }
  CK(s == 120 && gt[5] == 0);
#pragma omp target map(always, tofrom: gt[2:2]) map(tofrom: s)
  { s = gt[2] + gt[3] + gt[4]; gt[2] = 1; }
  CK(s == 0 + 0 + 8 && gt[2] == 1 && gt[3] == 0);
#pragma omp target update from(gt)
  CK(gt[5] == 10 && gt[2] == 1);
  printf("globals s=%d gt[5]=%d\n", s, gt[5]);
}

void t_struct_members(void) {
  T t = {{1, 2, 3, 4}, 2.5, NULL};
  int *buf = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) buf[i] = i;
  t.p = buf;
#pragma omp target data map(to: t) map(tofrom: t.p[0:N])
  {
#pragma omp target
    { for (int i = 0; i < N; i++) t.p[i] += t.a[i % 4]; t.d = 9; t.a[0] = 50; }
    CK(t.d == 2.5);
#pragma omp target update from(t.a[0:1], t.d)
    CK(t.a[0] == 50 && t.d == 9 && t.a[1] == 2);
    t.a[1] = 20;
#pragma omp target update to(t.a[1])
#pragma omp target map(tofrom: t.a[1:1])
    t.a[1] += 1;
    CK(t.a[1] == 20);
  }
  CK(buf[5] == 5 + 2 && t.a[1] == 20 && t.a[0] == 50);
#pragma omp target update from(t.a[1])
  printf("struct members buf[5]=%d t.a[1]=%d d=%g\n", buf[5], t.a[1], t.d);
  free(buf);
}

void t_ptr_refcounts(void) {
  double *x = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) x[i] = i;
#pragma omp target data map(to: x[0:N])
  {
#pragma omp target enter data map(to: x[0:N])
#pragma omp target
    for (int i = 0; i < N; i++) x[i] = -x[i];
  }
  CK(x[3] == 3 && omp_target_is_present(x, omp_get_default_device()));
#pragma omp target data map(from: x[0:N])
  {
#pragma omp target
    x[0] = 77;
  }
  CK(x[0] == 0);
#pragma omp target exit data map(from: x[0:N])
  CK(x[0] == 77 && x[3] == -3);
  printf("ptr refcounts x[0]=%g x[3]=%g\n", x[0], x[3]);
  free(x);
}

int main(void) {
  t_subsets();
  t_globals();
  t_struct_members();
  t_ptr_refcounts();
  printf("errors %d\n%s dm_refs_more\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
