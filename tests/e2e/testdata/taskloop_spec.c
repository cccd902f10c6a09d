/* taskloop where clang-19 does not do what OpenMP 5.2 says (see
 * docs/difftest.md), so this program's expected output is the spec's:
 * grainsize(strict: g) gives tasks of exactly g iterations but the last
 * (clang-19 ignores strict), and a variable both firstprivate and
 * lastprivate is copied out from the task that ran the sequentially last
 * iteration (clang-19 copies out another task's copy), and a linear item
 * of taskloop simd is firstprivate and lastprivate on the taskloop
 * (clang-19 does not copy it out). */
#include <stdio.h>
#define M 64

int main(void) {
  int fails = 0;
  int start[M], len[M];
  int ns[] = {23, 20, 7, 1};
  int gs[] = {5, 4, 30, 1, 6};
  for (int a = 0; a < 4; a++) {
    for (int b = 0; b < 5; b++) {
      int n = ns[a], g = gs[b];
      for (int i = 0; i < M; i++) start[i] = len[i] = -7;
#pragma omp target map(tofrom: start, len) firstprivate(n, g)
      {
        int mine = -1, k = 0;
#pragma omp taskloop grainsize(strict: g) firstprivate(mine, k) shared(start, len)
        for (int i = 0; i < n; i++) {
          if (mine < 0) mine = i;
          k++;
          start[i] = mine;
          len[mine] = k;
        }
      }
      /* Tasks [0, g), [g, 2g), ... and the rest. */
      int ok = 1;
      for (int i = 0; i < n; i++) {
        int first = i / g * g, size = first + g <= n ? g : n - first;
        ok &= start[i] == first && len[first] == size;
      }
      printf("grainsize(strict: %d) n=%d: %s\n", g, n, ok ? "ok" : "BAD");
      fails += !ok;
    }
  }

  /* firstprivate and lastprivate: each task's copy starts from the
   * original; only the last task's copy is copied out. */
  int lv[6], lc[6];
#pragma omp target map(from: lv, lc)
  {
    for (int t = 1; t <= 6; t++) {
      int v = -1, c = -1;
#pragma omp taskloop num_tasks(t) firstprivate(v, c) lastprivate(v, c)
      for (int i = 0; i < 10; i++) {
        if (i % 7 == 0) v = i;
        c = c < 0 ? 100 * i : c + 1;
      }
      lv[t - 1] = v;
      lc[t - 1] = c;
    }
  }
  /* num_tasks(t) over 10: the last task begins at 10 - 10 / t. */
  for (int t = 1; t <= 6; t++) {
    int lastStart = 10 - 10 / t;
    int wantV = lastStart <= 7 ? 7 : -1;
    int wantC = 100 * lastStart + (9 - lastStart);
    printf("firstprivate lastprivate num_tasks(%d): %d %d\n", t, lv[t - 1], lc[t - 1]);
    fails += lv[t - 1] != wantV || lc[t - 1] != wantC;
  }

  /* linear on taskloop simd: iteration k's copy is the original plus k
   * times the step, whatever the task; the last iteration's copy is
   * copied out. */
  int out[17], x = 5, y = 100, st = 3, qoff = -1;
  int arr[40], got[7];
  for (int i = 0; i < 40; i++) arr[i] = i * 10;
#pragma omp target map(tofrom: out, x, y, got, qoff) map(to: arr) firstprivate(st)
  {
    int *q = arr;
#pragma omp taskloop simd linear(x) grainsize(3) shared(out)
    for (int i = 0; i < 10; i++) {
      out[i] = x;
      x++;
    }
#pragma omp taskloop simd linear(y: st) linear(q: 2) num_tasks(4) shared(out, got)
    for (int i = 0; i < 7; i++) {
      out[10 + i] = y;
      got[i] = *q;
      y += st;
      q += 2;
    }
    qoff = (int)(q - arr);
  }
  int lok = x == 15 && y == 121 && qoff == 14;
  for (int i = 0; i < 10; i++) lok &= out[i] == 5 + i;
  for (int i = 0; i < 7; i++) lok &= out[10 + i] == 100 + 3 * i && got[i] == 20 * i;
  printf("linear: %d %d %d %s\n", x, y, qoff, lok ? "ok" : "BAD");
  fails += !lok;

  if (fails) {
    printf("FAIL taskloop_spec (%d)\n", fails);
    return 1;
  }
  printf("PASS taskloop_spec\n");
  return 0;
}
