/* Complex values as conditions (if, while, for, !, &&, ||, ?:) in a
 * target region. */
#include <stdio.h>
#include <complex.h>
#define N 64
int main(void) {
  double complex z[N];
  float complex f[N];
  int cnt[6] = {0};
  for (int i = 0; i < N; i++) { z[i] = (i % 3) ? i * I : 0; f[i] = (i % 4) ? (float)i : 0; }
#pragma omp target map(to: z, f) map(tofrom: cnt)
  {
    for (int i = 0; i < N; i++) {
      if (z[i]) cnt[0]++;
      if (!f[i]) cnt[1]++;
      cnt[2] += z[i] && f[i];
      cnt[3] += (z[i] || i == 5) ? 1 : 0;
      cnt[4] += f[i] ? 2 : 0;
    }
    int k = 0;
    double complex w = 3;
    while (w) { w = w - 1; k++; }
    for (float complex q = 2; q; q -= 1) k += 10;
    cnt[5] = k;
  }
  printf("%d %d %d %d %d %d\n", cnt[0], cnt[1], cnt[2], cnt[3], cnt[4], cnt[5]);
  return 0;
}
