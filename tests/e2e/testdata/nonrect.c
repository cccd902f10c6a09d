/* collapse over non-rectangular loop nests (OpenMP 5.2 allows inner
 * bounds that use an outer loop's variable): a triangle, a band, a
 * three-level nest whose innermost bounds use the outermost variable, in
 * combined target loops and a distribute loop of a teams region. Each
 * iteration writes its own element, so a missed or repeated iteration
 * shows in the counts, and the sums check the values. */
#include <stdio.h>

#define N 48

static int visits[N][N + 3];
static int cube[8][8][16];

int main(void) {
  int failures = 0;
  int n = N;

  /* Upper triangle, j from i. */
  long cnt = 0, wsum = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(+: cnt, wsum)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      cnt++;
      wsum += i * 1000 + j;
    }
  long wc = 0, ws = 0;
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) {
      wc++;
      ws += i * 1000 + j;
    }
  printf("triangle: cnt=%ld wsum=%ld\n", cnt, wsum);
  failures += cnt != wc || wsum != ws;

  /* A band from the diagonal, each element visited once. */
#pragma omp target parallel for collapse(2) map(tofrom: visits)
  for (int i = 0; i < n; i++)
    for (int j = i; j < i + 3; j++)
      visits[i][j] += 1 + i + j;
  int bad = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 3; j++) {
      int in = j >= i && j < i + 3;
      if (visits[i][j] != (in ? 1 + i + j : 0))
        bad++;
    }
  printf("band: bad=%d\n", bad);
  failures += bad != 0;

  /* Three levels; the innermost bounds use the outermost variable. */
#pragma omp target teams map(tofrom: cube)
  {
#pragma omp distribute parallel for collapse(3)
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        for (int k = i; k < 8 + i; k += 2)
          cube[i][j][k] = 100 * i + 10 * j + k;
  }
  bad = 0;
  for (int i = 0; i < 8; i++)
    for (int j = 0; j < 8; j++)
      for (int k = 0; k < 16; k++) {
        int on = k >= i && k < 8 + i && (k - i) % 2 == 0;
        if (cube[i][j][k] != (on ? 100 * i + 10 * j + k : 0))
          bad++;
      }
  printf("three levels: bad=%d\n", bad);
  failures += bad != 0;

  if (failures)
    return 1;
  printf("PASS nonrect\n");
  return 0;
}
