/* One kernel; checks that it ran on an offload device. */
#include <omp.h>
#include <stdio.h>

#define N 100
#ifndef REMOTE_NONCE
#define REMOTE_NONCE 0
#endif

int main(void) {
  int v[N], on_host = 1;
#pragma omp target teams distribute parallel for map(from: v) map(tofrom: on_host)
  for (int i = 0; i < N; i++) {
    v[i] = 2 * i + REMOTE_NONCE * 0;
    if (i == 0) on_host = omp_is_initial_device();
  }
  long sum = 0;
  for (int i = 0; i < N; i++) sum += v[i];
  int ok = sum == (long)N * (N - 1) && !on_host;
  printf("remote app: %s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
