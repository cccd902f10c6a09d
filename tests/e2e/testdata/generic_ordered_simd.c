/* ordered simd in the simd worksharing loops of target regions: a
 * parallel for simd beside the code of a generic region, the for simd
 * loop of a parallel region of code and that of a nested parallel
 * region (where ordered threads simd is taken too). Each thread runs its share of the
 * iterations in order, so every iteration's block sees a greater
 * iteration than the thread's last one. Checked against values computed
 * on the host; ordered threads simd is in ordered_threads_simd.c. */
#include <stdio.h>
#include <omp.h>
#define N 4
#define M 96

int main(void) {
  int fails = 0, ok;

  /* 1: beside code in a generic region: each thread's iterations in order, counted per
   * thread. */
  int last[N], bad[N], cnt[N], a[M], nt = 0;
  for (int t = 0; t < N; t++) {
    last[t] = -1;
    bad[t] = 0;
    cnt[t] = 0;
  }
#pragma omp target map(tofrom: last, bad, cnt, a, nt)
  {
    nt = 0;
#pragma omp parallel for simd num_threads(N) schedule(static, 3)
    for (int i = 0; i < M; i++) {
      int t = omp_get_thread_num();
      a[i] = i * 2;
#pragma omp ordered simd
      {
        if (i <= last[t])
          bad[t]++;
        last[t] = i;
        cnt[t]++;
      }
    }
    for (int t = 0; t < N; t++)
      nt += cnt[t];
  }
  ok = nt == M;
  for (int t = 0; t < N; t++)
    ok = ok && bad[t] == 0;
  for (int i = 0; i < M; i++)
    ok = ok && a[i] == 2 * i;
  printf("1: generic simd=%d (iterations %d)\n", ok, nt);
  fails += !ok;

  /* 2: the for simd loop of a parallel region of code. */
  int d[M], lt[N], bd = 0;
#pragma omp target map(tofrom: d, lt, bd)
  {
    bd = 0;
#pragma omp parallel num_threads(N)
    {
      int t = omp_get_thread_num();
      lt[t] = -1;
#pragma omp for simd schedule(static)
      for (int i = 0; i < M; i++) {
#pragma omp ordered simd
        {
          if (i <= lt[t]) {
#pragma omp atomic
            bd++;
          }
          lt[t] = i;
          d[i] = i + t * 0;
        }
      }
    }
  }
  ok = bd == 0;
  for (int i = 0; i < M; i++)
    ok = ok && d[i] == i;
  printf("2: parallel region=%d\n", ok);
  fails += !ok;

  /* 3: the for simd loop of a nested parallel region: its one thread
   * runs every iteration in order. */
  int seq[N][16], T = 0;
#pragma omp target parallel num_threads(N) map(tofrom: seq, T)
  {
    int t = omp_get_thread_num(), n = 0;
    if (t == 0)
      T = omp_get_num_threads();
#pragma omp parallel
    {
#pragma omp for simd ordered
      for (int i = 0; i < 16; i++) {
#pragma omp ordered threads simd
        seq[t][i] = n++ + 100 * omp_get_level();
      }
    }
  }
  ok = T >= 1;
  for (int t = 0; t < T; t++)
    for (int i = 0; i < 16; i++)
      ok = ok && seq[t][i] == i + 200;
  printf("3: nested=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL generic_ordered_simd\n");
    return 1;
  }
  printf("PASS generic_ordered_simd\n");
  return 0;
}
