/* reductions at several levels at once: teams + parallel + simd on the
 * same variable, and different variables at different levels. */
#include <omp.h>
#include <stdio.h>
#define N 1024

int main(void) {
  double x[N];
  for (int i = 0; i < N; i++) x[i] = (i % 10) * 0.25;
  double s = 1.0;
#pragma omp target teams distribute parallel for simd reduction(+: s) map(to: x) map(tofrom: s)
  for (int i = 0; i < N; i++) s += x[i];
  printf("s %.2f\n", s);

  double t = 2.0;
  int mx = 0;
#pragma omp target teams reduction(+: t) reduction(max: mx) map(to: x) map(tofrom: t, mx) num_teams(4)
  {
#pragma omp distribute parallel for reduction(+: t) reduction(max: mx)
    for (int i = 0; i < N; i++) { t += x[i]; if (i % 97 > mx) mx = i % 97; }
  }
  printf("t %.2f mx %d\n", t, mx);

  long u = 0;
#pragma omp target map(tofrom: u) map(to: x)
#pragma omp teams distribute reduction(+: u) num_teams(3)
  for (int i = 0; i < 32; i++) {
    long inner = 0;
#pragma omp parallel for reduction(+: inner) num_threads(4)
    for (int j = 0; j < 32; j++) {
      long w = 0;
#pragma omp simd reduction(+: w)
      for (int k = 0; k < 4; k++) w += i + j + k;
      inner += w;
    }
    u += inner;
  }
  printf("u %ld\n", u);

  int prod = 1, band = ~0, bor = 0, bx = 0, land = 1, lor = 0;
#pragma omp target teams distribute parallel for map(tofrom: prod, band, bor, bx, land, lor) reduction(*: prod) reduction(&: band) reduction(|: bor) reduction(^: bx) reduction(&&: land) reduction(||: lor)
  for (int i = 1; i <= 20; i++) {
    if (i % 5 == 0) prod *= 2;
    band &= ~(1 << (i % 8));
    bor |= 1 << (i % 12);
    bx ^= i;
    land = land && (i > 0);
    lor = lor || (i == 13);
  }
  printf("prod %d band %d bor %d bx %d land %d lor %d\n", prod, band, bor, bx, land, lor);
  return 0;
}
