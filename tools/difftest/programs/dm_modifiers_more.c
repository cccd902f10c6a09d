/* Written by hand for tools/difftest -file (docs/difftest.md): map modifiers always/close/present, same item in several clauses, if(target:), device pointers */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 6
int main(void) {
  int dev = omp_get_default_device();
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 10 * i; }
  #pragma omp target data map(to: a)
  {
    for (int i = 0; i < N; i++) a[i] += 100;
    #pragma omp target map(tofrom: a)
    for (int i = 0; i < N; i++) a[i] += 1;
    printf("no always %d %d\n", a[0], a[5]);
    #pragma omp target map(always, tofrom: a)
    for (int i = 0; i < N; i++) a[i] += 1;
    printf("always %d %d\n", a[0], a[5]);
    #pragma omp target map(close, tofrom: a) map(always close to: b)
    for (int i = 0; i < N; i++) a[i] += b[i];
    printf("close %d %d\n", a[0], a[5]);
    #pragma omp target map(present, tofrom: a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    printf("present %d %d\n", a[0], a[5]);
    #pragma omp target map(always, present, from: a[1:2])
    for (int i = 1; i < 3; i++) a[i] = -i;
    printf("always present from %d %d %d\n", a[0], a[1], a[2]);
    #pragma omp target update from(a)
    printf("update %d %d %d\n", a[0], a[1], a[5]);
  }
  printf("after %d %d\n", a[0], a[5]);
  /* same item in several clauses */
  int x = 5, y = 1;
  /* if(target:) */
  int on = -1, off = -1;
  for (int k = 0; k < 2; k++) {
    int here = -1;
    #pragma omp target if(target: k == 1) map(from: here) map(tofrom: y)
    { here = omp_is_initial_device(); y = y * 2 + k; }
    if (k) on = here; else off = here;
  }
  printf("if %d %d %d\n", off, on, y);
  #pragma omp target data map(tofrom: y) if(y > 1000)
  {
    #pragma omp target map(tofrom: y) if(target: 0)
    { y += 1; }
  }
  printf("if data %d\n", y);
  /* is_device_ptr / has_device_addr / use_device_ptr / use_device_addr */
  int *d = omp_target_alloc(N * sizeof(int), dev);
  #pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = i * 7;
  #pragma omp target has_device_addr(d[0:N]) map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] = d[i] + 1;
  printf("devptr %d %d\n", a[1], a[5]);
  omp_target_free(d, dev);
  int *h = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) h[i] = i;
  #pragma omp target data map(tofrom: h[0:N])
  {
    #pragma omp target data use_device_ptr(h)
    {
      #pragma omp target is_device_ptr(h)
      for (int i = 0; i < N; i++) h[i] += 40;
    }
    #pragma omp target data use_device_addr(h[0:N])
    {
      #pragma omp target has_device_addr(h[0:N])
      for (int i = 0; i < N; i++) h[i] *= 2;
    }
  }
  printf("use_device %d %d\n", h[0], h[5]);
  int arr[N] = {0};
  #pragma omp target data map(tofrom: arr)
  {
    #pragma omp target data use_device_addr(arr)
    {
      #pragma omp target has_device_addr(arr)
      for (int i = 0; i < N; i++) arr[i] = 3 * i;
    }
  }
  printf("arr uda %d %d\n", arr[1], arr[5]);
  int sc = 4;
  #pragma omp target data map(tofrom: sc)
  {
    #pragma omp target data use_device_addr(sc)
    {
      #pragma omp target has_device_addr(sc)
      { sc += 10; }
    }
  }
  printf("scalar uda %d\n", sc);
  free(h);
  return 0;
}
