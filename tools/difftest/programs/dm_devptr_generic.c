/* Written by hand for tools/difftest -file (docs/difftest.md): is_device_ptr and has_device_addr on teams regions with code and nested parallel loops, defaultmap(none) with is_device_ptr, masked with a filter expression of runtime calls. */
#include <stdio.h>
#include <omp.h>
#define N 64
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  int arr[N], h[N];
  for (int i = 0; i < N; i++) arr[i] = i;
  long tot = 0;
#pragma omp target teams num_teams(2) is_device_ptr(d) map(tofrom: tot) defaultmap(none) shared(tot) firstprivate(arr)
  {
    int base = omp_get_team_num() * (N / 2);
#pragma omp parallel for
    for (int i = 0; i < N / 2; i++) d[base + i] = arr[base + i] * 3;
    if (omp_get_team_num() == 0) {
#pragma omp atomic
      tot += 1;
    }
  }
  omp_target_memcpy(h, d, sizeof(h), 0, 0, host, dev);
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 3 * i;
  CK(bad == 0 && tot == 1);
  int m[N];
  for (int i = 0; i < N; i++) m[i] = 1;
#pragma omp target data map(tofrom: m) use_device_addr(m)
  {
#pragma omp target teams num_teams(1) has_device_addr(m)
    {
      int k = 2;
#pragma omp parallel for
      for (int i = 0; i < N; i++) m[i] += k;
      m[0] = -1;
    }
  }
  CK(m[0] == -1 && m[5] == 3);
  int q[N];
#pragma omp target parallel is_device_ptr(d) map(from: q) num_threads(4)
  {
#pragma omp for
    for (int i = 0; i < N; i++) q[i] = d[i] + 1;
#pragma omp masked filter(omp_get_num_threads() > 1 ? 1 : 0)
    q[0] = -100;
  }
  CK(q[0] == -100 && q[5] == 16);
  printf("tot=%ld m[5]=%d q[5]=%d\n", tot, m[5], q[5]);
  omp_target_free(d, dev);
  printf("errors %d\n%s dm_devptr_generic\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
