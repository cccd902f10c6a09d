/* atomic in all forms (update, read, write, capture, compare,
 * compare capture) inside target teams distribute parallel for and
 * nested parallel regions. */
#include <omp.h>
#include <stdio.h>
#define N 1000

int main(void) {
  int sum = 0, mx = -1, mn = 1 << 30, hits = 0, eqhits = 0;
  long lsum = 0;
  double dsum = 0.0;
  int uniq[N];
  int slot = 0;
  int order[N];
  for (int i = 0; i < N; i++) order[i] = -1;
#pragma omp target teams distribute parallel for map(tofrom: sum, mx, mn, hits, lsum, dsum, slot, order, eqhits) map(from: uniq)
  for (int i = 0; i < N; i++) {
    int v = (i * 37) % 1001;
#pragma omp atomic
    sum += v;
#pragma omp atomic update
    lsum += (long)v * 3;
#pragma omp atomic
    dsum += 0.5;
#pragma omp atomic compare
    if (mx < v) { mx = v; }
#pragma omp atomic compare
    mn = mn > v ? v : mn;
    int old;
#pragma omp atomic capture
    { old = slot; slot++; }
    order[old] = 1;
    int cap;
#pragma omp atomic capture
    cap = ++hits;
    uniq[i] = cap > 0;
    int r;
#pragma omp atomic compare capture
    { r = eqhits; if (eqhits == 0) { eqhits = 7; } }
    (void)r;
  }
  int all = 1;
  for (int i = 0; i < N; i++) if (order[i] != 1 || !uniq[i]) all = 0;
  printf("sum %d lsum %ld dsum %.1f mx %d mn %d slot %d hits %d all %d eq %d\n", sum, lsum, dsum, mx, mn, slot, hits, all, eqhits);

  int w = 0, rd = 0;
  int x = 5;
#pragma omp target map(tofrom: w, rd, x)
  {
#pragma omp atomic write
    w = 42;
#pragma omp atomic read
    rd = w;
    int v;
#pragma omp atomic capture
    { v = x; x = x * 3; }
    rd += v;
#pragma omp atomic compare capture
    { v = x; if (x == 15) { x = 99; } }
    w += v;
  }
  printf("w %d rd %d x %d\n", w, rd, x);

  /* atomic capture inside a nested parallel region of target parallel */
  int c2 = 0, got[4] = {0, 0, 0, 0};
#pragma omp target parallel num_threads(4) map(tofrom: c2, got)
  {
    int t = omp_get_thread_num();
#pragma omp parallel
    {
      int o;
#pragma omp atomic capture seq_cst
      o = c2++;
      got[t] = o >= 0;
    }
  }
  printf("c2 %d got %d%d%d%d\n", c2, got[0], got[1], got[2], got[3]);
  return 0;
}
