/* saxpy: y = a*x + y on the default offload device, checked on the host. */
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)

int main(void) {
  const float a = 2.5f;
  int n = N;
  float *x = malloc(sizeof(float) * N), *y = malloc(sizeof(float) * N);
  for (int i = 0; i < n; i++) {
    x[i] = (float)i / N;
    y[i] = 1.0f - (float)i / N;
  }

  int on_host = 1, teams = 0, threads = 0;
#pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; i++) {
    y[i] = a * x[i] + y[i];
  }
  /* Where did it run? Ask from inside a region on the same device. */
#pragma omp target teams num_teams(2) map(from: on_host, teams, threads)
  {
    if (omp_get_team_num() == 0) {
      on_host = omp_is_initial_device();
      teams = omp_get_num_teams();
      threads = omp_get_num_threads();
    }
  }

  double max_err = 0;
  for (int i = 0; i < n; i++) {
    float want = a * ((float)i / N) + (1.0f - (float)i / N);
    double err = fabs((double)y[i] - (double)want);
    if (err > max_err) max_err = err;
  }
  printf("saxpy: n=%d a=%g y[0]=%g y[n/2]=%g y[n-1]=%g max_error=%g\n", n, a, y[0], y[n / 2], y[n - 1], max_err);
  printf("ran on: %s (omp_is_initial_device()=%d in the region, %d teams x %d threads there); %d offload device(s), default device %d\n",
         on_host ? "the host (fallback)" : "an offload device", on_host, teams, threads, omp_get_num_devices(),
         omp_get_default_device());
  free(x);
  free(y);
  return max_err == 0 && !on_host ? 0 : 1;
}
