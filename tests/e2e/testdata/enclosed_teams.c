/* Target regions with a teams construct nested in them (its own line
 * after the target directive, or in the region's block) that stand in
 * host constructs: a parallel region, a worksharing loop, a single
 * construct and an explicit task, with nowait and depend. Every result
 * is independent of the number of teams and threads. */
#include <stdio.h>
#include <omp.h>
#define M 64
#define K 4

static int in_single(void) {
  int a[M], b[M], c[M];
  for (int i = 0; i < M; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp target map(to: a) map(from: b) nowait depend(out: b)
    #pragma omp teams distribute parallel for num_teams(2)
    for (int i = 0; i < M; i++) b[i] = a[i] * 3;
    #pragma omp target map(to: b) map(from: c) nowait depend(in: b) depend(out: c)
    #pragma omp teams distribute simd
    for (int i = 0; i < M; i++) c[i] = b[i] + 1;
    #pragma omp taskwait
  }
  int bad = 0;
  long u = 0;
  for (int i = 0; i < M; i++) { u += c[i]; if (c[i] != 3 * i + 1) bad++; }
  printf("single: u=%ld\n", u);
  return bad;
}

static int in_loop(void) {
  int b[M * K];
  int red = 0;
  #pragma omp parallel num_threads(2) reduction(+: red)
  {
    #pragma omp for
    for (int k = 0; k < K; k++) {
      int r = 0;
      #pragma omp target map(tofrom: b[k*M:M], r)
      {
        #pragma omp teams num_teams(2) reduction(+: r)
        {
          r += 1000 * (omp_get_team_num() == 0);
          #pragma omp distribute parallel for reduction(+: r)
          for (int i = 0; i < M; i++) { b[k * M + i] = i + k; r += i; }
        }
      }
      red += r;
    }
  }
  int bad = red != K * (1000 + M * (M - 1) / 2);
  long u = 0;
  for (int k = 0; k < K; k++)
    for (int i = 0; i < M; i++) { u += b[k * M + i]; if (b[k * M + i] != i + k) bad++; }
  printf("loop: u=%ld red=%d\n", u, red);
  return bad;
}

static int in_task(void) {
  int b[M], d[M];
  int p = 5;
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task shared(b)
    {
      #pragma omp target map(from: b)
      #pragma omp teams distribute firstprivate(p) num_teams(2) thread_limit(4)
      for (int i = 0; i < M; i++) b[i] = i * p;
    }
    #pragma omp task shared(d)
    {
      #pragma omp target map(from: d)
      #pragma omp teams loop
      for (int i = 0; i < M; i++) d[i] = -i;
    }
  }
  int bad = 0;
  long u = 0;
  for (int i = 0; i < M; i++) { u += b[i] - d[i]; if (b[i] != 5 * i || d[i] != -i) bad++; }
  printf("task: u=%ld\n", u);
  return bad;
}

int main(void) {
  int bad = in_single() + in_loop() + in_task();
  if (bad) {
    printf("FAIL enclosed_teams (%d)\n", bad);
    return 1;
  }
  printf("PASS enclosed_teams\n");
  return 0;
}
