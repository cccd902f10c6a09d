/* defaultmap, is_device_ptr and has_device_addr. */
#include <stdio.h>

#define N 16

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  /* defaultmap(tofrom: scalar): the scalar comes back (it would be
   * firstprivate otherwise). */
  int count = 1;
#pragma omp target defaultmap(tofrom: scalar)
  { count += 41; }
  expect("defaultmap_tofrom_scalar", count, 42);
  int plain = 1;
#pragma omp target
  { plain += 41; }
  expect("default_scalar_firstprivate", plain, 1);

  /* defaultmap(to: aggregate): the array goes in, changes stay there. */
  int agg[N];
  for (int i = 0; i < N; i++) agg[i] = i;
  int seen = 0;
#pragma omp target defaultmap(to: aggregate) map(from: seen)
  {
    seen = agg[5];
    agg[5] = -1;
  }
  expect("aggregate_to_seen", seen, 5);
  expect("aggregate_to_not_back", agg[5], 5);
  /* defaultmap(firstprivate: aggregate): a private copy. */
#pragma omp target defaultmap(firstprivate: aggregate) map(from: seen)
  {
    agg[6] += 100;
    seen = agg[6];
  }
  expect("aggregate_firstprivate_seen", seen, 106);
  expect("aggregate_firstprivate_host", agg[6], 6);

  /* is_device_ptr: a device address obtained with use_device_ptr. */
  int data[N];
  for (int i = 0; i < N; i++) data[i] = i;
  int *p = data;
#pragma omp target data map(tofrom: data) use_device_ptr(p)
  {
#pragma omp target teams distribute parallel for is_device_ptr(p)
    for (int i = 0; i < N; i++) p[i] *= 3;
    expect("host_data_inside", data[4], 4);
  }
  expect("is_device_ptr_result", data[4], 12);

  /* has_device_addr: the array's address is a device address inside a
   * use_device_addr block. */
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = 1;
#pragma omp target data map(tofrom: arr) use_device_addr(arr)
  {
#pragma omp target has_device_addr(arr)
    {
      for (int i = 0; i < N; i++) arr[i] += i;
    }
  }
  expect("has_device_addr_result", arr[7], 8);

  if (failures) {
    printf("FAIL devaddr: %d failures\n", failures);
    return 1;
  }
  printf("PASS devaddr\n");
  return 0;
}
