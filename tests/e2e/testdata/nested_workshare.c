/* Constructs bound to nested (inactive) parallel regions in target
 * regions: the nested team has one thread, so worksharing loops (any
 * schedule, collapse, reductions, lastprivate), sections, single
 * (copyprivate), masked (filter), master, barrier and simd run in place on
 * it. Each enclosing thread's results depend on its number; every value is
 * recomputed on the host. */
#include <stdio.h>
#include <omp.h>
#define N 4
#define M 3
static int target_parallel(void) {
  int sum[N] = {0}, lv2[N], last[N], fl[N], sec[N], sing[N], msk[N], prod[N], col[N], lv[N];
  #pragma omp target parallel num_threads(N) map(tofrom: sum, lv2, last, fl, sec, sing, msk, prod, col, lv)
  {
    int t = omp_get_thread_num();
    int s = 0, q = -1, f = 100 + t, x = 0, p = 1, c = 0, i;
    int u = 50 + t, z = 0;
    #pragma omp parallel firstprivate(t)
    {
      int cp;
      #pragma omp for reduction(+: s) lastprivate(q) schedule(dynamic, 2) nowait
      for (int k = 0; k < 10 + t; k++) { s += k * (t + 1); q = k * 3 + t; }
      #pragma omp for firstprivate(f) lastprivate(f)
      for (int k = 0; k < 5; k++) f += k;
      #pragma omp sections lastprivate(x) reduction(*: p)
      {
        #pragma omp section
        { x = 7; p *= 2; }
        #pragma omp section
        { x += t; p *= 3 + t; }
      }
      #pragma omp barrier
      #pragma omp single copyprivate(cp)
      cp = 40 + omp_get_thread_num() + omp_get_num_threads();
      c = cp;
      #pragma omp masked
      msk[t] = 1 + omp_get_level();
      #pragma omp masked filter(1)
      msk[t] = -5;
      #pragma omp master
      msk[t] += 10;
      #pragma omp for collapse(2) reduction(max: c) lastprivate(i)
      for (i = 0; i < 3; i++)
        for (int j = 0; j < 4; j++) c = c > i * 10 + j + t ? c : i * 10 + j + t;
      #pragma omp for
      for (u = 0; u < 3; u++) z += u;
      #pragma omp for simd reduction(+: z) schedule(guided)
      for (int k = 0; k <= t; k++) z += 10 * k;
      #pragma omp simd
      for (int k = 0; k < 4; k++) lv[t] = k;
      sum[t] = s; last[t] = q; fl[t] = f; sec[t] = x; prod[t] = p; sing[t] = c; col[t] = i;
      lv2[t] = u * 1000 + z;
    }
  }
  int bad = 0;
  for (int t = 0; t < N; t++) {
    int s = 0; for (int k = 0; k < 10 + t; k++) s += k * (t + 1);
    int c = 41 > 23 + t ? 41 : 23 + t;
    if (sum[t] != s || last[t] != (9 + t) * 3 + t || fl[t] != 110 + t || sec[t] != 7 + t || prod[t] != 2 * (3 + t) || sing[t] != c || msk[t] != 13 || col[t] != 3 || lv[t] != 3 || lv2[t] != (50 + t) * 1000 + 3 + 5 * t * (t + 1)) bad++;
    printf("target parallel %d: %d %d %d %d %d %d %d %d %d %d\n", t, lv2[t], sum[t], last[t], fl[t], sec[t], prod[t], sing[t], msk[t], col[t], lv[t]);
  }
  return bad;
}

static int generic_and_loop(void) {
  int a[M], b[8], m[8];
  #pragma omp target map(tofrom: a, b, m)
  {
    int base = 5;
    #pragma omp parallel num_threads(M)
    {
      int t = omp_get_thread_num();
      int s = 0, l = -1;
      #pragma omp parallel
      {
        #pragma omp for reduction(+: s) lastprivate(l)
        for (int k = 0; k < 6; k++) { s += k + base + t; l = k * t; }
        #pragma omp single
        s += 1000;
      }
      a[t] = s * 100 + l;
    }
  }
  #pragma omp target teams distribute parallel for num_teams(2) num_threads(2) map(tofrom: b, m)
  for (int i = 0; i < 8; i++) {
    int s = 0, mm = 0;
    #pragma omp parallel
    {
      #pragma omp for reduction(+: s) reduction(max: mm) schedule(static, 1)
      for (int k = 0; k <= i; k++) { s += k; mm = mm > k * i ? mm : k * i; }
      #pragma omp barrier
      #pragma omp masked
      s += omp_get_thread_num() + 100 * omp_get_level();
    }
    b[i] = s; m[i] = mm;
  }
  int bad = 0;
  for (int t = 0; t < M; t++) {
    int s = 1000; for (int k = 0; k < 6; k++) s += k + 5 + t;
    if (a[t] != s * 100 + 5 * t) bad++;
    printf("generic %d=%d\n", t, a[t]);
  }
  for (int i = 0; i < 8; i++) {
    if (b[i] != i * (i + 1) / 2 + 200 || m[i] != i * i) bad++;
    printf("loop %d=%d m=%d\n", i, b[i], m[i]);
  }
  return bad;
}

static int sections_single(void) {
  int a[4] = {0}, b[6] = {0};
  #pragma omp target map(tofrom: a)
  #pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num(), x = 0, y = 1;
    #pragma omp parallel
    {
      int cp;
      #pragma omp sections firstprivate(y) lastprivate(x) nowait
      {
        x = t + y;
        #pragma omp section
        x *= 10 + y;
      }
      #pragma omp single copyprivate(cp)
      cp = omp_get_thread_num() + 7;
      #pragma omp barrier
      #pragma omp master
      x += cp;
    }
    a[t] = x;
  }
  #pragma omp target teams num_teams(2) map(tofrom: b)
  #pragma omp distribute parallel for num_threads(3)
  for (int i = 0; i < 6; i++) {
    int v = 0;
    #pragma omp parallel
    {
      #pragma omp sections reduction(+: v)
      {
        #pragma omp section
        v += i;
        #pragma omp section
        v += 100;
      }
      #pragma omp single
      v *= 2;
    }
    b[i] = v;
  }
  int bad = 0;
  for (int t = 0; t < 4; t++) { if (a[t] != (t + 1) * 11 + 7) bad++; printf("sections %d %d\n", t, a[t]); }
  for (int i = 0; i < 6; i++) { if (b[i] != 2 * (i + 100)) bad++; printf("teams sections %d %d\n", i, b[i]); }
  return bad;
}

int main(void) {
  int bad = target_parallel() + generic_and_loop() + sections_single();
  printf("%s nested_workshare\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
