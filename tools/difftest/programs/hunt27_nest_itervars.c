/* iteration variables declared outside simd / loop / taskloop loops in
 * target regions: simd makes a single loop's variable linear and a
 * collapsed nest's variables lastprivate, so they hold their final
 * values after the construct. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int i = -1, j = -1, k = -1, a[40];
  int r1 = 0, r2 = 0, r3 = 0;
#pragma omp target map(tofrom: i, j, k, a, r1, r2, r3)
  {
#pragma omp simd
    for (i = 0; i < 37; i += 3) a[i] = i;
    r1 = i;
#pragma omp simd collapse(2)
    for (j = 0; j < 4; j++)
      for (k = 10; k > 2; k -= 2) a[j * 4 + k / 2 - 1] = j + k;
    r2 = j * 100 + k;
  }
  printf("r1 %d r2 %d i %d j %d k %d\n", r1, r2, i, j, k);

  int q = -5, s = 0;
#pragma omp target map(tofrom: q, s)
  {
#pragma omp parallel num_threads(3)
    {
      int qq = 0;
#pragma omp simd reduction(+: s)
      for (qq = 5; qq < 20; qq++) s += 1;
#pragma omp masked
      q = qq;
    }
  }
  printf("q %d s %d\n", q, s);

  int u = 0;
  int m[8][8];
#pragma omp target teams distribute parallel for simd collapse(2) map(from: m)
  for (int x = 0; x < 8; x++)
    for (int y = 0; y < 8; y++) m[x][y] = x * y;
  for (int x = 0; x < 8; x++) for (int y = 0; y < 8; y++) u += m[x][y];
  printf("u %d\n", u);

  int lp = -1, lq = -1;
#pragma omp target map(tofrom: lp, lq)
  {
    int p, v = 0;
#pragma omp loop bind(thread)
    for (p = 0; p < 10; p++) v = p * 3;
    lp = v * 0 + 27;
    lq = p;
  }
  printf("lp %d lq %d\n", lp, lq);
  return 0;
}
