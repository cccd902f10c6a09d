/* lastprivate(conditional: x) on the host's own worksharing loops,
 * outside target regions: a loop its parallel region runs again (under
 * a for statement, and reached again by goto), an orphaned loop in a
 * function called from parallel regions and from serial code, for simd,
 * collapse(2) with a decreasing inner loop (an assignment in a critical
 * construct), dynamic and guided schedules, nowait, two items, compound
 * assignments and increments whose values are used, a macro ending an
 * assigned value, a pointer index, a firstprivate item, and runs in
 * which no iteration assigns the item (it keeps its value). Checked
 * against sequential computations. The same for sections constructs
 * (the sequentially last section that assigns the item). */
#include <stdio.h>
#include <omp.h>
#define N 2000
static int a[N];
static int g = -7;
static double gd;

/* The last i of [lo, hi) with a[i] % m == r, or dflt. */
static int lastof(int lo, int hi, int m, int r, int dflt) {
  for (int i = lo; i < hi; i++) if (a[i] % m == r) dflt = i;
  return dflt;
}

/* Sections, orphaned: the last section that assigns g (the third
 * assigns it in a loop), or g as it was. */
static void sections(int r) {
  #pragma omp sections lastprivate(conditional: g)
  {
    if (r == 0) g = 100;
    #pragma omp section
    { if (r < 2) g = 101 + r; }
    #pragma omp section
    for (int k = 0; k < 3; k++) if (r == 0 || k == 0 && r == 1) g = 110 + k;
    #pragma omp section
    ;
  }
}

/* Orphaned: called by every thread of a team, or by serial code. */
static void orphan(int lo, int hi, int m) {
  #pragma omp for lastprivate(conditional: g, gd) schedule(dynamic, 3)
  for (int i = lo; i < hi; i++) {
    if (a[i] % m == 1) g = i;
    if (a[i] % m == 2) gd = a[i] * 0.5;
  }
}

int main(void) {
  /* The data comes from a target region; the loops below are the
   * host's own. */
  #pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009;
  int fails = 0;
  for (int i = 0; i < N; i++) if (a[i] != (i * 7919) % 1009) fails++;

  /* Run again under a for statement: the first run's last assignment
   * comes late, the second's early, the third assigns nothing. */
  int x = -1, want = -1;
  #pragma omp parallel num_threads(4)
  for (int r = 0; r < 3; r++) {
    int lo = r == 0 ? N - 100 : 0, hi = r == 0 ? N : r == 1 ? 100 : 0;
    #pragma omp for lastprivate(conditional: x) schedule(static, 7)
    for (int i = 0; i < N; i++) if (i >= lo && i < hi && a[i] % 5 == 3) x = i;
  }
  want = lastof(0, 100, 5, 3, lastof(N - 100, N, 5, 3, -1));
  if (x != want) { printf("repeat: x=%d want %d\n", x, want); fails++; }

  /* Reached again by goto inside the region; for simd; nowait. */
  int y = -1, ywant = -1, rounds = 0;
  #pragma omp parallel num_threads(3) shared(rounds)
  {
    int r = 0;
  again:
    #pragma omp for simd lastprivate(conditional: y) schedule(guided) nowait
    for (int i = 0; i < N; i++) if (a[i] % 11 == (r == 0 ? 4 : 9) && i < N / (r + 1)) y = i % N;
    #pragma omp barrier
    if (++r < 2) goto again;
    #pragma omp single
    rounds = r;
  }
  ywant = lastof(0, N / 2, 11, 9, lastof(0, N, 11, 4, -1));
  if (y != ywant || rounds != 2) { printf("goto: y=%d want %d\n", y, ywant); fails++; }

  /* Orphaned, twice in one region and once from serial code. */
  int gw = -7;
  double gdw = 0;
  gd = 0;
  #pragma omp parallel num_threads(4)
  {
    orphan(0, N, 13);
    orphan(0, N / 3, 17);
  }
  gw = lastof(0, N / 3, 17, 1, lastof(0, N, 13, 1, -7));
  for (int i = 0; i < N; i++) if (a[i] % 13 == 2) gdw = a[i] * 0.5;
  for (int i = 0; i < N / 3; i++) if (a[i] % 17 == 2) gdw = a[i] * 0.5;
  if (g != gw || gd != gdw) { printf("orphan: g=%d want %d, gd=%g want %g\n", g, gw, gd, gdw); fails++; }
  orphan(N / 2, N, 19);
  gw = lastof(N / 2, N, 19, 1, gw);
  for (int i = N / 2; i < N; i++) if (a[i] % 19 == 2) gdw = a[i] * 0.5;
  if (g != gw || gd != gdw) { printf("serial orphan: g=%d want %d\n", g, gw); fails++; }

  /* Sections run again in a region, orphaned, from serial code. */
  int z = -1, zs[3];
  #pragma omp parallel num_threads(3)
  for (int r = 0; r < 2; r++) {
    #pragma omp sections lastprivate(conditional: z) nowait
    {
      #pragma omp section
      { if (r == 0) z = 1; }
      #pragma omp section
      { if (r == 0) z = 2; else z = 5; }
      #pragma omp section
      { if (r == 0) z = 3; }
    }
    #pragma omp barrier
  }
  if (z != 5) { printf("sections: z=%d want 5\n", z); fails++; }
  for (int r = 0; r < 3; r++) {
    #pragma omp parallel num_threads(2)
    sections(r);
    zs[r] = g;
  }
  sections(0);
  if (zs[0] != 112 || zs[1] != 110 || zs[2] != 110 || g != 112) {
    printf("orphaned sections: %d %d %d %d\n", zs[0], zs[1], zs[2], g);
    fails++;
  }

  /* collapse(2), decreasing inner loop, compound assignments and
   * increments whose values are used, two items. */
  long s = 0, swant = 0;
  int c = 0, cwant = 0, used = 0, usedwant = 0;
  #pragma omp parallel num_threads(4) reduction(+: used)
  for (int r = 0; r < 2; r++) {
    #pragma omp for collapse(2) lastprivate(conditional: s, c) schedule(dynamic, 5)
    for (int i = 0; i < 40; i++)
      for (int j = 49; j >= 0; j -= 1) {
        int v = a[i * 50 + j];
        if (v % 7 == r && (r == 0 || i < 20)) { s = v; s *= 3; c = j; used += (c++ == j); }
        if (v % 23 == 5 - r) {
          #pragma omp critical
          { c = i; used += (++c == i + 1); }
        }
      }
  }
  for (int r = 0; r < 2; r++)
    for (int i = 0; i < 40; i++)
      for (int j = 49; j >= 0; j -= 1) {
        int v = a[i * 50 + j];
        if (v % 7 == r && (r == 0 || i < 20)) { swant = v * 3L; cwant = j + 1; usedwant++; }
        if (v % 23 == 5 - r) { cwant = i + 1; usedwant++; }
      }
  if (s != swant || c != cwant || used != usedwant) {
    printf("collapse: s=%ld want %ld, c=%d want %d, used=%d want %d\n", s, swant, c, cwant, used, usedwant);
    fails++;
  }

  /* A pointer index; a firstprivate item whose copy starts from it. */
  int *last = 0, *lwant = 0, f = 100, fwant = 100;
  #pragma omp parallel num_threads(4)
  for (int r = 0; r < 2; r++) {
    #pragma omp for lastprivate(conditional: last) schedule(static)
    for (int *p = a + N - 1; p >= a + r * 10; p--) if (*p % 31 == 6 + r) last = p;
    #pragma omp for firstprivate(f) lastprivate(conditional: f)
    for (int i = 0; i < N; i++) if (a[i] % 41 == 3 && i < N - r * 1000) f = (f >= 100) * 1000 + i;
  }
  for (int r = 0; r < 2; r++)
    for (int *p = a + N - 1; p >= a + r * 10; p--) if (*p % 31 == 6 + r) lwant = p;
  if (last != lwant) { printf("pointer: %ld want %ld\n", (long)(last - a), (long)(lwant - a)); fails++; }
  for (int i = 0; i < N - 1000; i++) if (a[i] % 41 == 3) fwant = 1000 + i;
  if (f != fwant) { printf("firstprivate: f=%d want %d\n", f, fwant); fails++; }

  if (fails) return 1;
  printf("PASS host_lastprivate_conditional\n");
  return 0;
}
