/* Written by hand for tools/difftest -file: atomic capture and compare
 * forms, ordered loops, sections with lastprivate, single copyprivate,
 * masked, critical with hints, nowait with taskwait, inside target
 * regions. Every value printed is fixed by OpenMP 5.2. */
#include <stdio.h>
#include <omp.h>

#define N 48

static void atomics(void) {
  int x = 0, cap[N], mx = -1, mn = 1000, cnt = 0;
  long lx = 5;
  double dx = 0.0;
  unsigned char ux = 0;
#pragma omp target teams distribute parallel for num_teams(2) map(tofrom: x, cap, mx, mn, cnt, lx, dx, ux)
  for (int i = 0; i < N; i++) {
    int v;
#pragma omp atomic capture
    v = x++;
    cap[i] = v;
#pragma omp atomic compare
    if (mx < i * 3 % 41) { mx = i * 3 % 41; }
#pragma omp atomic compare
    mn = mn > (i * 7) % 45 + 2 ? (i * 7) % 45 + 2 : mn;
#pragma omp atomic update
    lx = lx + i;
#pragma omp atomic
    dx += 0.5;
#pragma omp atomic
    ux += 7;
    int old;
#pragma omp atomic capture
    { old = cnt; cnt = cnt + 2; }
    (void)old;
  }
  int seen[N] = {0}, dup = 0;
  for (int i = 0; i < N; i++) { if (cap[i] < 0 || cap[i] >= N || seen[cap[i]]++) dup++; }
  printf("atomics x %d dup %d mx %d mn %d cnt %d lx %ld dx %g ux %u\n", x, dup, mx, mn, cnt, lx, dx, ux);

  int slot = 3, got = -1, eqd = 0;
#pragma omp target map(tofrom: slot, got, eqd)
  {
    int r;
#pragma omp atomic compare capture
    { r = slot; if (slot == 3) { slot = 9; } }
    got = r;
#pragma omp atomic compare capture
    { if (slot == 4) { slot = 11; } else { r = slot; } }
    eqd = r;
  }
  printf("compare slot %d got %d eqd %d\n", slot, got, eqd);

  int w = 10, rd = 0, seq = 0;
#pragma omp target parallel num_threads(4) map(tofrom: w, rd, seq)
  {
#pragma omp atomic write seq_cst
    w = 42;
#pragma omp barrier
    int t;
#pragma omp atomic read acquire
    t = w;
#pragma omp atomic
    rd += t;
#pragma omp atomic update relaxed
    seq += 1;
  }
  printf("rw w %d rd %d threads %d\n", w, rd / 42, seq);
}

static void ordered_loops(void) {
  int seq[N], pos = 0, seq2[N], pos2 = 0;
#pragma omp target parallel for ordered schedule(dynamic, 3) num_threads(4) map(tofrom: seq, pos)
  for (int i = N - 1; i >= 0; i -= 2) {
    int v = i * i;
#pragma omp ordered
    { seq[pos++] = v % 97; }
  }
  long h = 0;
  for (int i = 0; i < pos; i++) h = h * 31 + seq[i];
  printf("ordered pos %d hash %ld\n", pos, h);
#pragma omp target teams map(tofrom: seq2, pos2) num_teams(1)
#pragma omp parallel for ordered schedule(static, 2) num_threads(3)
  for (int i = 0; i < 30; i += 3) {
#pragma omp ordered
    seq2[pos2++] = i;
  }
  h = 0;
  for (int i = 0; i < pos2; i++) h = h * 31 + seq2[i];
  printf("ordered2 pos %d hash %ld\n", pos2, h);
}

static void sections_single(void) {
  int a = -1, b = 0, c = 0, cp = 0, thr = 0, okc = 0;
#pragma omp target parallel num_threads(3) map(tofrom: a, b, c, cp, okc)
  {
#pragma omp sections lastprivate(a) reduction(+: b)
    {
#pragma omp section
      { a = 1; b += 1; }
#pragma omp section
      { a = 2; b += 10; }
#pragma omp section
      { a = 3; b += 100; }
    }
    int mine;
#pragma omp single copyprivate(mine)
    mine = 77;
#pragma omp atomic
    okc += mine == 77;
#pragma omp masked
    c = omp_get_thread_num() + 5;
#pragma omp masked filter(1)
    cp = omp_get_thread_num() * 10;
  }
  (void)thr;
  printf("sections a %d b %d masked %d filter %d copyprivate %d\n", a, b, c, cp, okc);

  int s1 = 0, s2 = 0, ts = 0;
#pragma omp target teams distribute parallel for num_teams(2) map(tofrom: s1, s2)
  for (int i = 0; i < 40; i++) {
#pragma omp critical (one) hint(omp_sync_hint_contended)
    s1 += i;
#pragma omp critical (two) hint(omp_sync_hint_uncontended | omp_sync_hint_nonspeculative)
    s2 += 2 * i;
  }
  printf("critical %d %d\n", s1, s2);

  int arr[N] = {0}, tsum = 0;
#pragma omp target parallel num_threads(4) map(tofrom: arr, tsum)
  {
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++) arr[i] = i + 1;
#pragma omp barrier
#pragma omp single
    {
      for (int k = 0; k < 4; k++) {
#pragma omp task firstprivate(k) shared(tsum, arr)
        {
          int s = 0;
          for (int i = k; i < N; i += 4) s += arr[i];
#pragma omp atomic
          tsum += s;
        }
      }
#pragma omp taskwait
      arr[0] = tsum;
    }
  }
  printf("tasks tsum %d arr0 %d\n", tsum, arr[0]);
  (void)ts;
}

int main(void) {
  atomics();
  ordered_loops();
  sections_single();
  return 0;
}
