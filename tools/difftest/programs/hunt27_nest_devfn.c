/* declare target functions with simd loops followed by sync constructs,
 * critical with names, atomics, orphaned for + single, called from
 * target parallel and from teams distribute parallel for bodies. */
#include <omp.h>
#include <stdio.h>

#pragma omp declare target
int counter = 0;
double norm2(const double *v, int n) {
  double s = 0;
#pragma omp simd reduction(+: s)
  for (int i = 0; i < n; i++) s += v[i] * v[i];
#pragma omp critical(cnt)
  counter++;
  return s;
}
void scale_team(double *v, int n, double f, int *once) {
#pragma omp for
  for (int i = 0; i < n; i++) v[i] *= f;
#pragma omp single
  *once += 1;
#pragma omp for simd
  for (int i = 0; i < n; i++) v[i] += 1;
#pragma omp masked
  *once += 100;
}
#pragma omp end declare target

int main(void) {
  double v[64], res[8];
  int once = 0;
  for (int i = 0; i < 64; i++) v[i] = (i % 5) * 0.5;
#pragma omp target teams distribute parallel for map(to: v) map(from: res) num_teams(2)
  for (int r = 0; r < 8; r++) res[r] = norm2(v + r * 8, 8);
#pragma omp target update from(counter)
  double rsum = 0;
  for (int r = 0; r < 8; r++) rsum += res[r];
  printf("rsum %.2f counter %d\n", rsum, counter);

#pragma omp target parallel num_threads(4) map(tofrom: v, once)
  scale_team(v, 64, 3.0, &once);
  double vs = 0;
  for (int i = 0; i < 64; i++) vs += v[i];
  printf("vs %.2f once %d\n", vs, once);

  int once2 = 0;
#pragma omp target map(tofrom: v, once2)
  scale_team(v, 64, 0.5, &once2);
  vs = 0;
  for (int i = 0; i < 64; i++) vs += v[i];
  printf("vs %.2f once2 %d\n", vs, once2);
  return 0;
}
