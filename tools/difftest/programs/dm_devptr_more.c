/* Written by hand for tools/difftest -file (docs/difftest.md): an array in is_device_ptr under use_device_addr (5.2: as has_device_addr), use_device_addr of a pointee section, omp_get_mapped_ptr of a declare target array and of mapped data written by omp_target_memcpy, is_device_ptr on target teams with distribute loops, implicit attach of an entered pointee and zero-length sections. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 16
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)
int gtab[N];
#pragma omp declare target(gtab)

void t_isdevptr_array(void) {
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target data map(tofrom: arr) use_device_addr(arr)
  {
#pragma omp target is_device_ptr(arr)
    for (int i = 0; i < N; i++) arr[i] += 40;
  }
  CK(arr[3] == 43);
  printf("is_device_ptr array arr[3]=%d\n", arr[3]);
}

void t_usedev_section(void) {
  int *p = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = i;
#pragma omp target enter data map(to: p[4:8])
#pragma omp target data use_device_addr(p[4:8])
  {
    int *d4 = &p[4];
#pragma omp target is_device_ptr(d4)
    for (int i = 0; i < 8; i++) d4[i] *= 10;
  }
#pragma omp target exit data map(from: p[4:8])
  CK(p[3] == 3 && p[4] == 40 && p[11] == 110 && p[12] == 12);
  printf("use_device_addr section p[4]=%d p[11]=%d\n", p[4], p[11]);
  free(p);
}

void t_mapped_global(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  for (int i = 0; i < N; i++) gtab[i] = i;
#pragma omp target update to(gtab)
  int *dg = (int *)omp_get_mapped_ptr(gtab, dev);
  CK(dg != NULL);
  int src[4] = {100, 101, 102, 103};
  omp_target_memcpy(dg, src, sizeof(src), 2 * sizeof(int), 0, dev, host);
  int s = 0;
#pragma omp target map(tofrom: s)
  for (int i = 0; i < N; i++) s += gtab[i];
  CK(s == 120 - 2 - 3 - 4 - 5 + 406);
#pragma omp target update from(gtab[2:4])
  CK(gtab[2] == 100 && gtab[5] == 103 && gtab[6] == 6);
  printf("mapped global s=%d gtab[3]=%d\n", s, gtab[3]);
}

void t_memcpy_into_mapped(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double v[N];
  for (int i = 0; i < N; i++) v[i] = i;
#pragma omp target data map(to: v)
  {
    double *dv = (double *)omp_get_mapped_ptr(v, dev);
    double add[N];
    for (int i = 0; i < N; i++) add[i] = 0.5;
    omp_target_memcpy(dv, add, 4 * sizeof(double), 0, 0, dev, host);
#pragma omp target
    for (int i = 0; i < N; i++) v[i] *= 2;
    CK(v[0] == 0);
#pragma omp target update from(v)
  }
  CK(v[0] == 1 && v[3] == 1 && v[4] == 8);
  printf("memcpy into mapped v[0]=%g v[4]=%g\n", v[0], v[4]);
}

void t_devptr_nested_teams(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int *d = (int *)omp_target_alloc(64 * sizeof(int), dev);
  long tot = 0;
#pragma omp target teams num_teams(4) is_device_ptr(d) map(tofrom: tot) reduction(+: tot)
  {
#pragma omp distribute parallel for
    for (int i = 0; i < 64; i++) d[i] = i + 1;
#pragma omp distribute parallel for reduction(+: tot)
    for (int i = 0; i < 64; i++) tot += i + 1;
  }
  int h[64];
  omp_target_memcpy(h, d, sizeof(h), 0, 0, host, dev);
  long e = 0;
  for (int i = 0; i < 64; i++) e += h[i];
  CK(e == 2080 && tot == 2080);
  printf("devptr teams e=%ld tot=%ld\n", e, tot);
  omp_target_free(d, dev);
}

void t_enter_ptr_implicit(void) {
  double *p = (double *)malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) p[i] = i;
#pragma omp target enter data map(to: p[0:N])
  double s = 0;
#pragma omp target map(tofrom: s)
  for (int i = 0; i < N; i++) { p[i] += 1; s += p[i]; }
#pragma omp target map(tofrom: s) map(p[0:0])
  for (int i = 0; i < N; i++) s += p[i];
  double *q = p + 2;
#pragma omp target map(tofrom: s)
  s += q[1];
#pragma omp target exit data map(from: p[0:N])
  CK(s == 136 + 136 + 4 && p[0] == 1);
  printf("enter ptr implicit s=%g\n", s);
  free(p);
}

int main(void) {
  t_isdevptr_array();
  t_usedev_section();
  t_mapped_global();
  t_memcpy_into_mapped();
  t_devptr_nested_teams();
  t_enter_ptr_implicit();
  printf("errors %d\n%s dm_devptr_more\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
