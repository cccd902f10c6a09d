/* linear on the loop variable of a loop construct of a target region,
 * the only linear item distribute forms take: after the loop the
 * variable holds what a sequential run leaves (lower bound plus trip
 * count times the loop's increment). target teams distribute simd,
 * target teams distribute parallel for simd, target parallel for simd,
 * target simd, a teams distribute simd that is all of a target region,
 * a simd loop in the body of a combined construct,
 * steps other than 1, a decreasing loop, trip counts that are no
 * multiple of the lanes. Each value is checked against a
 * sequential run on the host, and the loop's work too. */
#include <stdio.h>

#define N 1000

int main(void) {
  static int a[N], b[N];
  int fails = 0;

  int i = -1, j = -1, k = -1, m = -1, r = -1;
  #pragma omp target teams distribute simd linear(i) map(tofrom: i, a)
  for (i = 0; i < N; i++) a[i] = 2 * i;
  int hi;
  for (hi = 0; hi < N; hi++) ;
  printf("teams distribute simd: i=%d\n", i);
  if (i != hi) fails++;

  #pragma omp target teams distribute simd linear(j: 3) map(tofrom: j, a)
  for (j = 1; j < N - 2; j += 3) a[j] += j;
  int hj;
  for (hj = 1; hj < N - 2; hj += 3) ;
  printf("step 3: j=%d\n", j);
  if (j != hj) fails++;

  #pragma omp target teams distribute parallel for simd linear(k: 7) map(tofrom: k, b)
  for (k = 5; k <= N; k += 7) b[k - 1] = k;
  int hk;
  for (hk = 5; hk <= N; hk += 7) ;
  printf("distribute parallel for simd: k=%d\n", k);
  if (k != hk) fails++;

  #pragma omp target parallel for simd linear(m) map(tofrom: m, b)
  for (m = N - 1; m > 10; m--) b[m] += 1;
  int hm;
  for (hm = N - 1; hm > 10; hm--) ;
  printf("parallel for simd, decreasing: m=%d\n", m);
  if (m != hm) fails++;

  #pragma omp target map(tofrom: r, a)
  #pragma omp teams distribute simd linear(r: 2)
  for (r = 3; r < N; r += 2) a[r] -= 1;
  int hr;
  for (hr = 3; hr < N; hr += 2) ;
  printf("nested: r=%d\n", r);
  if (r != hr) fails++;

  int w = 100;
  #pragma omp target simd linear(w: -4) map(tofrom: w, a)
  for (w = 100; w > 0; w -= 4) a[w] += 5;
  printf("simd: w=%d\n", w);
  if (w != 0) fails++;

  /* A simd loop in a combined construct's body: each thread runs it
   * in order. */
  int sum = 0;
  static int c[N];
  #pragma omp target teams distribute parallel for map(tofrom: c) reduction(+: sum)
  for (int x = 0; x < 100; x++) {
    int y;
    #pragma omp simd linear(y)
    for (y = 0; y < x % 9 + 1; y++) c[x * 10 + y] = y + x;
    sum += y;
  }
  int hsum = 0, cbad = 0;
  for (int x = 0; x < 100; x++) {
    int y;
    for (y = 0; y < x % 9 + 1; y++) cbad += c[x * 10 + y] != y + x;
    hsum += y;
  }
  printf("simd in a loop body: sum=%d, %d wrong\n", sum, cbad);
  if (sum != hsum || cbad) fails++;

  /* The loops' work, computed again. */
  static int ha[N], hb[N];
  for (int x = 0; x < N; x++) ha[x] = 2 * x;
  for (int x = 1; x < N - 2; x += 3) ha[x] += x;
  for (int x = 5; x <= N; x += 7) hb[x - 1] = x;
  for (int x = N - 1; x > 10; x--) hb[x] += 1;
  for (int x = 3; x < N; x += 2) ha[x] -= 1;
  for (int x = 100; x > 0; x -= 4) ha[x] += 5;
  int bad = 0;
  for (int x = 0; x < N; x++) bad += a[x] != ha[x] || b[x] != hb[x];
  printf("arrays: %d wrong\n", bad);
  if (bad) fails++;

  if (fails) {
    printf("FAIL linear_loopvar (%d)\n", fails);
    return 1;
  }
  printf("PASS linear_loopvar\n");
  return 0;
}
