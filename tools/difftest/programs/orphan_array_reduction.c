/* Written by hand for tools/difftest -file (docs/difftest.md): reductions over a whole file-scope array and over sections of a pointer parameter's target (one element, a section that does not start at 0, a length given by a macro, a length known at run time) on orphaned worksharing loops in declare target functions, with static and dynamic schedules, on teams of 1, 3 and 8 threads and in a plain target region. (clang-19 loses contributions to a section of a file-scope array here: docs/difftest.md.) */
#include <stdio.h>
#include <omp.h>
#define N 500
#define NB 6
#pragma omp declare target
int hist[NB];
void histogram(const int *a, int n) {
#pragma omp for reduction(+: hist) schedule(dynamic, 5)
  for (int i = 0; i < n; i++) hist[a[i] % NB]++;
}
void parts(const int *a, int n, long *s, int *mx) {
#pragma omp for reduction(+: s[2:NB]) reduction(max: mx[1])
  for (int i = 0; i < n; i++) {
    s[2 + i % NB] += a[i];
    if (a[i] > mx[1]) mx[1] = a[i];
  }
}
void spread(const int *a, int n, long *s, int lo, int len) {
#pragma omp for reduction(+: s[lo:len]) schedule(guided)
  for (int i = 0; i < n; i++) s[lo + i % len] += a[i];
}
#pragma omp end declare target
int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 41) % 89;
  const int teams[] = {1, 3, 8};
  for (int ti = 0; ti < 3; ti++) {
    long s[NB + 4];
    int mx[3] = {-1, -1, -1};
    for (int j = 0; j < NB + 4; j++) s[j] = j;
    for (int b = 0; b < NB; b++) hist[b] = b;
#pragma omp target update to(hist)
#pragma omp target parallel num_threads(teams[ti]) map(to: a) map(tofrom: s, mx)
    {
      histogram(a, N);
      parts(a, N, s, mx);
      parts(a, N, s, mx);
      spread(a, N, s, 1, 3 + ti);
    }
#pragma omp target update from(hist)
    printf("threads %d:", teams[ti]);
    for (int b = 0; b < NB; b++) printf(" %d", hist[b]);
    for (int j = 0; j < NB + 4; j++) printf(" %ld", s[j]);
    printf(" / %d %d %d\n", mx[0], mx[1], mx[2]);
  }
  long s[NB + 4] = {0};
  int mx[3] = {0, 0, 0};
#pragma omp target map(to: a) map(tofrom: s, mx)
  parts(a, N, s, mx);
  for (int j = 0; j < NB + 4; j++) printf(" %ld", s[j]);
  printf(" / %d\n", mx[1]);
  return 0;
}
