/* Written by hand for tools/difftest -file (docs/difftest.md): defaultmap on target constructs with code beside nested loops (teams, parallel, single) */
#include <stdio.h>
#define N 8
typedef struct { int k; int v[N]; } S;
int main(void) {
  int cnt = 0, last = -1; double avg = 0;
  int a[N]; S s = {3, {0}};
  for (int i = 0; i < N; i++) a[i] = i + 1;
  #pragma omp target teams num_teams(1) defaultmap(tofrom: scalar)
  {
    cnt = 5;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) a[i] *= 2;
    last = a[N - 1];
  }
  printf("1: %d %d %d\n", cnt, last, a[3]);
  #pragma omp target parallel num_threads(2) defaultmap(tofrom: scalar) defaultmap(to: aggregate)
  {
    #pragma omp for reduction(+: avg)
    for (int i = 0; i < N; i++) avg += a[i];
    #pragma omp single
    { cnt = (int)avg; a[0] = -1; }
  }
  printf("2: %d %g %d\n", cnt, avg, a[0]);
  #pragma omp target teams num_teams(1) defaultmap(firstprivate: aggregate) map(from: last)
  {
    s.k += 1;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i++) s.v[i] = s.k * i;
    last = s.v[N - 1];
  }
  printf("3: %d %d %d\n", last, s.k, s.v[N - 1]);
  #pragma omp target defaultmap(present: aggregate) defaultmap(tofrom: scalar) map(to: a)
  {
    cnt = 0;
    #pragma omp parallel for reduction(+: cnt) num_threads(2)
    for (int i = 0; i < N; i++) cnt += a[i] > 4;
  }
  printf("4: %d\n", cnt);
  #pragma omp target data map(tofrom: a, s)
  {
    #pragma omp target teams num_teams(1) defaultmap(present: aggregate) defaultmap(tofrom: scalar)
    {
      last = s.k;
      #pragma omp distribute parallel for
      for (int i = 0; i < N; i++) a[i] = last + i;
    }
  }
  printf("5: %d %d %d\n", last, a[0], a[N - 1]);
  return 0;
}
