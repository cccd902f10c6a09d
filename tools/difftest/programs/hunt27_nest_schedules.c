/* schedule(dynamic/guided/runtime/static, chunk) with per-iteration side
 * effects: every iteration records itself, counters via atomics, and
 * ordered output. */
#include <omp.h>
#include <stdio.h>
#define N 333

int main(void) {
  int hit[N], cnt = 0, ord[N], pos = 0;
  long sq = 0;
  for (int i = 0; i < N; i++) hit[i] = 0;
  int ch = 5;
#pragma omp target teams distribute parallel for schedule(dynamic, ch) map(tofrom: hit, cnt) reduction(+: sq) map(tofrom: sq)
  for (int i = 0; i < N; i++) {
    hit[i] += 1;
#pragma omp atomic
    cnt++;
    sq += (long)i * i;
  }
  int bad = 0;
  for (int i = 0; i < N; i++) bad += hit[i] != 1;
  printf("dyn bad %d cnt %d sq %ld\n", bad, cnt, sq);

  for (int i = 0; i < N; i++) hit[i] = 0;
  cnt = 0;
#pragma omp target parallel for schedule(guided, 3) map(tofrom: hit, cnt) num_threads(6)
  for (int i = N - 1; i >= 0; i -= 2) {
    hit[i] = i;
#pragma omp atomic
    cnt += 2;
  }
  long hs = 0;
  for (int i = 0; i < N; i++) hs += hit[i];
  printf("guided hs %ld cnt %d\n", hs, cnt);

  for (int i = 0; i < N; i++) ord[i] = -1;
#pragma omp target parallel for ordered schedule(dynamic, 4) map(tofrom: ord, pos) num_threads(4)
  for (int i = 0; i < 100; i++) {
    int v = i * 3;
#pragma omp ordered
    { ord[pos++] = v; }
  }
  int inorder = 1;
  for (int i = 0; i < 100; i++) if (ord[i] != i * 3) inorder = 0;
  printf("ordered %d pos %d\n", inorder, pos);

  int runtime_hits[64];
  for (int i = 0; i < 64; i++) runtime_hits[i] = 0;
#pragma omp target map(tofrom: runtime_hits)
#pragma omp parallel num_threads(4)
  {
#pragma omp for schedule(runtime)
    for (int i = 0; i < 64; i++) runtime_hits[i] += i;
#pragma omp for schedule(static, 3) nowait
    for (int i = 0; i < 64; i++) {
#pragma omp atomic
      runtime_hits[i] += 1000;
    }
#pragma omp barrier
#pragma omp for schedule(nonmonotonic: dynamic)
    for (int i = 0; i < 64; i++) runtime_hits[i] *= 2;
  }
  long rh = 0;
  for (int i = 0; i < 64; i++) rh += runtime_hits[i];
  printf("runtime %ld\n", rh);

  int tri[20][20];
  for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) tri[i][j] = 0;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: tri)
  for (int i = 0; i < 20; i++)
    for (int j = i; j < 20; j++) tri[i][j] = i * 100 + j;
  long ts = 0;
  for (int i = 0; i < 20; i++) for (int j = 0; j < 20; j++) ts += tri[i][j];
  printf("tri %ld\n", ts);
  return 0;
}
