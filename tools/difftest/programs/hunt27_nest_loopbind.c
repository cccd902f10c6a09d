/* loop with bind(teams/parallel/thread) and order(concurrent) at
 * several nesting levels, with reductions. */
#include <omp.h>
#include <stdio.h>
#define N 512

int main(void) {
  int a[N], b[N];
  long s1 = 0, s2 = 0, s3 = 0;
  for (int i = 0; i < N; i++) a[i] = i % 17;
#pragma omp target teams num_teams(4) map(to: a) map(from: b) map(tofrom: s1)
  {
#pragma omp loop bind(teams)
    for (int i = 0; i < N; i++) { b[i] = a[i] * 2; }
  }
  long bs = 0;
  for (int i = 0; i < N; i++) bs += b[i];
  printf("s1 %ld bs %ld\n", s1, bs);

  int m[8][16];
#pragma omp target teams distribute map(from: m) map(tofrom: s2)
  for (int i = 0; i < 8; i++) {
#pragma omp parallel num_threads(4)
    {
#pragma omp loop bind(parallel)
      for (int j = 0; j < 16; j++) m[i][j] = i * 16 + j;
    }
  }
  for (int i = 0; i < 8; i++) for (int j = 0; j < 16; j++) s2 += m[i][j];
  printf("s2 %ld\n", s2);

  int rs[8];
#pragma omp target parallel for map(from: rs) num_threads(4)
  for (int i = 0; i < 8; i++) {
    int r = 0;
#pragma omp loop bind(thread) reduction(+: r)
    for (int j = 0; j <= i; j++) r += j;
    rs[i] = r;
  }
  for (int i = 0; i < 8; i++) s3 += rs[i] * (i + 1);
  printf("s3 %ld\n", s3);

  long s4 = 0;
#pragma omp target teams loop reduction(+: s4) collapse(2) map(tofrom: s4)
  for (int i = 0; i < 32; i++)
    for (int j = 0; j < 32; j++) s4 += (i ^ j);
  printf("s4 %ld\n", s4);
  long s5 = 0;
#pragma omp target parallel loop reduction(max: s5) order(concurrent) map(tofrom: s5)
  for (int i = 0; i < 300; i++) { long v = (i * 7919L) % 1009; if (v > s5) s5 = v; }
  printf("s5 %ld\n", s5);
  return 0;
}
