/* lastprivate(conditional: x) on loops that one thread runs in order in
 * target regions: simd loops (beside code in a target region, in the
 * body of a parallel loop, of a worksharing loop of a parallel region,
 * in a declare target function) and the loops of nested parallel
 * regions (a for of a nested parallel region, in a declare target
 * function too, a nested parallel for).
 * The item gets the value of the sequentially last iteration that
 * assigned it, its own when none did. Checked against sequential runs on
 * the host. */
#include <stdio.h>
#define N 1200
#define R 24
static int a[N];

/* The last i of [0, N) with a[i] % m == r, or dflt. */
static int lastof(int m, int r, int dflt) {
  for (int i = 0; i < N; i++) if (a[i] % m == r) dflt = i;
  return dflt;
}

#pragma omp declare target
static int rowlast(const int *row, int m) {
  int v = -3;
  #pragma omp simd lastprivate(conditional: v)
  for (int i = 0; i < N; i++) if (row[i] % m == 5) v = i;
  return v;
}
/* A parallel region of the function: called in a parallel loop, a
 * nested region of one thread. */
static int parlast(const int *row, int r) {
  int v = -7;
  #pragma omp parallel
  {
    #pragma omp for lastprivate(conditional: v)
    for (int i = 0; i < N; i++) if (row[i] % 41 == r) v = i;
  }
  return v;
}
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009;
  int fails = 0;

  /* simd beside code in a target region; no assigning iteration. */
  int x = -1, none = 9, after = 0;
  double d = 1.5;
  #pragma omp target map(to: a) map(tofrom: x, none, after, d)
  {
    x = -4;
    #pragma omp simd lastprivate(conditional: x, none, d)
    for (int i = 0; i < N; i++) {
      if (a[i] % 53 == 7) x = i;
      if (a[i] > 5000) none = i;
      if (a[i] % 29 == 1) { d = a[i]; d *= 0.5; }
    }
    after = x + none;
  }
  int hx = lastof(53, 7, -4);
  double hd = 1.5;
  for (int i = 0; i < N; i++) if (a[i] % 29 == 1) hd = a[i] * 0.5;
  printf("simd in target: x=%d none=%d after=%d d=%.1f\n", x, none, after, d);
  if (x != hx || none != 9 || after != hx + 9 || d != hd) fails++;

  /* simd in the body of a parallel loop, and in a declare target
   * function it calls. */
  int res[R], res2[R];
  #pragma omp target teams distribute parallel for map(to: a) map(from: res, res2)
  for (int r = 0; r < R; r++) {
    int v = r;
    #pragma omp simd lastprivate(conditional: v)
    for (int i = 0; i < N; i++) if ((a[i] + r) % 97 == 3) v = i;
    res[r] = v;
    res2[r] = rowlast(a, 11 + r);
  }
  int bad = 0;
  for (int r = 0; r < R; r++) {
    int v = r;
    for (int i = 0; i < N; i++) if ((a[i] + r) % 97 == 3) v = i;
    bad += res[r] != v || res2[r] != lastof(11 + r, 5, -3);
  }
  printf("simd in a parallel loop: %d wrong\n", bad);
  if (bad) fails++;

  /* simd in a worksharing loop of a parallel region of code. */
  int res3[R];
  #pragma omp target parallel num_threads(4) map(to: a) map(from: res3)
  {
    #pragma omp for
    for (int r = 0; r < R; r++) {
      int v = -r;
      #pragma omp simd lastprivate(conditional: v)
      for (int i = 0; i < N; i++) if (a[i] % (r + 40) == 2) v = i;
      res3[r] = v;
    }
  }
  bad = 0;
  for (int r = 0; r < R; r++) bad += res3[r] != lastof(r + 40, 2, -r);
  printf("simd in a worksharing loop: %d wrong\n", bad);
  if (bad) fails++;

  /* The loops of nested parallel regions, one thread each. */
  int res4[R], res5[R];
  #pragma omp target teams distribute parallel for map(to: a) map(from: res4, res5)
  for (int r = 0; r < R; r++) {
    int v = 100 + r, w = -1, z = 3 * r;
    #pragma omp parallel
    {
      #pragma omp for lastprivate(conditional: v, z) schedule(static, 3)
      for (int i = 0; i < N; i++) {
        if (a[i] % 67 == r) v = i;
        if (a[i] > 5000) z = i;
      }
    }
    #pragma omp parallel for lastprivate(conditional: w)
    for (int i = N - 1; i >= 0; i--) if (a[i] % 71 == r + 1) w = i;
    res4[r] = v + parlast(a, r + 17);
    res5[r] = w + z - 3 * r;
  }
  bad = 0;
  for (int r = 0; r < R; r++) {
    int w = -1;
    for (int i = N - 1; i >= 0; i--) if (a[i] % 71 == r + 1) w = i;
    bad += res4[r] != lastof(67, r, 100 + r) + lastof(41, r + 17, -7) || res5[r] != w;
  }
  printf("nested parallel regions: %d wrong\n", bad);
  if (bad) fails++;

  printf(fails ? "FAIL nested_lastprivate_conditional\n" : "PASS nested_lastprivate_conditional\n");
  return fails;
}
