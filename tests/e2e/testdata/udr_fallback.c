/* User-defined reductions when the region falls back to the host
 * (if(0)): the host code keeps the declare reduction and the loop as
 * written; and on target simd. */
#include <stdio.h>
typedef struct { long sum; int count; } acc_t;
#pragma omp declare reduction(acc : acc_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count) initializer(omp_priv = (acc_t){0, 0})
int main(void) {
  int v[500]; for (int i = 0; i < 500; i++) v[i] = i % 13;
  int fails = 0;
  for (int dev = 0; dev < 2; dev++) {
    acc_t s = {2, 2};
    #pragma omp target teams distribute parallel for map(to: v) reduction(acc: s) if(dev)
    for (int i = 0; i < 500; i++) { s.sum += v[i]; s.count += v[i] > 6; }
    acc_t t = {0, 0};
    #pragma omp target simd map(to: v) reduction(acc: t) if(dev)
    for (int i = 0; i < 500; i++) { t.sum += v[i]; t.count++; }
    printf("dev=%d %ld %d %ld %d\n", dev, s.sum, s.count, t.sum, t.count);
    fails += s.sum != 2 + 2979 || t.count != 500;
  }
  printf("%s udr_fallback\n", fails ? "FAIL" : "PASS");
  return fails;
}
