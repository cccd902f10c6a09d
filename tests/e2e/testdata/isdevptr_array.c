/* is_device_ptr of an array under use_device_addr: OpenMP 5.2 treats a list
 * item that is not a pointer as if it were in has_device_addr. */
#include <stdio.h>
#include <omp.h>
#define N 16
int main(void) {
  int arr[N], errs = 0;
  for (int i = 0; i < N; i++) arr[i] = i;
#pragma omp target data map(tofrom: arr) use_device_addr(arr)
  {
#pragma omp target is_device_ptr(arr)
    for (int i = 0; i < N; i++) arr[i] += 40;
#pragma omp target teams distribute parallel for is_device_ptr(arr)
    for (int i = 0; i < N; i++) arr[i] *= 2;
  }
  for (int i = 0; i < N; i++) errs += arr[i] != 2 * (i + 40);
  int c = 0;
#pragma omp target if(0) is_device_ptr(arr) map(tofrom: c)
  for (int i = 0; i < N; i++) { arr[i] -= 80; c++; }
  for (int i = 0; i < N; i++) errs += arr[i] != 2 * i;
  printf("arr[3]=%d c=%d\n%s isdevptr_array\n", arr[3], c, errs ? "FAIL" : "PASS");
  return errs != 0;
}
