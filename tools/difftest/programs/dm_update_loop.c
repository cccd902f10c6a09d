/* Written by hand for tools/difftest -file (docs/difftest.md): target data with target update inside a time loop. */
#include <stdio.h>
#define N 64
int main(void) {
  double u[N], v[N];
  double ref[N];
  for (int i = 0; i < N; i++) { u[i] = i; ref[i] = i; }
  double sum = 0.0, refsum = 0.0;
  #pragma omp target data map(tofrom: u) map(alloc: v)
  {
    for (int it = 0; it < 5; it++) {
      #pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) v[i] = u[i] * 0.5 + it;
      #pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) u[i] = v[i] + 1.0;
      if (it % 2 == 0) {
        #pragma omp target update from(u[0:N/2])
        sum += u[3];
      }
      if (it == 3) {
        u[5] = 100.0;
        #pragma omp target update to(u[5:1])
      }
    }
  }
  for (int it = 0; it < 5; it++) {
    for (int i = 0; i < N; i++) ref[i] = ref[i] * 0.5 + it + 1.0;
    if (it % 2 == 0) refsum += ref[3];
    if (it == 3) ref[5] = 100.0;
  }
  int bad = 0;
  for (int i = 0; i < N; i++) if (u[i] != ref[i]) bad++;
  printf("sum %g ref %g u[5] %g u[63] %g bad %d\n", sum, refsum, u[5], u[63], bad);
  return bad || sum != refsum;
}
