/* Written by hand for tools/difftest -file (docs/difftest.md): reference counts of enter/exit data with always, delete and release, always from inside target data, use_device_ptr and use_device_addr (whole arrays and sections), always to of a member of a present struct. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 8;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; i++) a[i] = i;
  /* reference counting */
#pragma omp target enter data map(to: a[0:n])
#pragma omp target enter data map(to: a[0:n])
  for (int i = 0; i < n; i++) a[i] = 50 + i;
#pragma omp target map(to: a[0:n])
  a[0] += 1;   /* device copy unchanged by host: not transferred (present) */
#pragma omp target map(always, to: a[0:n])
  a[1] += 1;   /* always: host values copied */
#pragma omp target exit data map(from: a[0:n])  /* refcount 2 -> 1: no copy */
  printf("after first exit: %d %d %d\n", a[0], a[1], a[2]);
#pragma omp target exit data map(always, from: a[0:n]) /* refcount stays >0? 1->0, copies */
  printf("after second exit: %d %d %d\n", a[0], a[1], a[2]);
  printf("present %d\n", omp_target_is_present(a, omp_get_default_device()));
  /* delete resets refcount */
#pragma omp target enter data map(to: a[0:n])
#pragma omp target enter data map(to: a[0:n])
#pragma omp target enter data map(to: a[0:n])
#pragma omp target exit data map(delete: a[0:n])
  printf("present after delete %d\n", omp_target_is_present(a, omp_get_default_device()));
  /* release */
#pragma omp target enter data map(to: a[0:n])
#pragma omp target enter data map(alloc: a[0:n])
#pragma omp target exit data map(release: a[0:n])
  printf("present after one release %d\n", omp_target_is_present(a, omp_get_default_device()));
#pragma omp target exit data map(release: a[0:n])
  printf("present after two releases %d\n", omp_target_is_present(a, omp_get_default_device()));
  /* always from inside target data where refcount>1 */
  int s = 5;
#pragma omp target data map(tofrom: s)
  {
#pragma omp target map(tofrom: s)
    s = 7;
    printf("s inside data %d\n", s);
#pragma omp target map(always, from: s)
    s = 8;
    printf("s after always from %d\n", s);
    s = 1;
  }
  printf("s after data %d\n", s);
  /* use_device_ptr / use_device_addr */
  int *p = malloc(n * sizeof(int)); int arr[8];
  for (int i = 0; i < n; i++) { p[i] = i; arr[i] = -i; }
#pragma omp target data map(tofrom: p[0:n], arr)
  {
    int *dp = 0;
#pragma omp target data use_device_ptr(p)
    { dp = p; }
#pragma omp target is_device_ptr(dp)
    for (int i = 0; i < n; i++) dp[i] *= 3;
#pragma omp target data use_device_addr(arr)
    {
      int *da = arr;
#pragma omp target is_device_ptr(da)
      for (int i = 0; i < n; i++) da[i] -= 100;
    }
#pragma omp target data use_device_addr(arr[2:3])
    {
      int *da2 = &arr[2];
#pragma omp target is_device_ptr(da2)
      da2[0] = 4242;
    }
  }
  for (int i = 0; i < n; i++) printf("%d/%d ", p[i], arr[i]); printf("\n");
  /* enter data with struct member and always */
  struct { int x; int y[4]; } st = {1, {1, 2, 3, 4}};
#pragma omp target enter data map(to: st)
  st.x = 20; st.y[2] = 30;
#pragma omp target enter data map(always, to: st.y)
#pragma omp target map(from: s)
  s = st.x * 100 + st.y[2];
  printf("st dev %d\n", s);
#pragma omp target exit data map(delete: st)
  return 0;
}
