/* gotos that jump past nested constructs and standalone directives,
   forward and backward: worksharing loops with reductions, lastprivate,
   nowait and a dynamic schedule, barriers, single with copyprivate,
   atomics, sections, ordered loops, masked tasks, for simd, taskloop,
   simd, taskgroup, critical in a combined loop's body, parallel
   regions beside other code, and an orphaned loop of a declare target
   function; each region runs once taking the jumps and once not. */
#include <stdio.h>
#include <omp.h>
#define N 40
#pragma omp declare target
void work(int *a, int n, int skip, int *out) {
  if (skip) goto tail;
  #pragma omp for
  for (int i = 0; i < n; i++) a[i] += 3;
tail:
  #pragma omp single
  *out += 1000;
}
#pragma omp end declare target
int main(void) {
  int ok = 1;
  for (int r = 0; r < 2; r++) {
    int a[N], s = 0, l = -1, c = 0, cp = 0, sec = 0, sm = 0, o = 0, tk = 0, ts = 0;
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma omp target parallel num_threads(4) map(tofrom: a, s, l, c, cp, sec, sm, o, tk, ts) firstprivate(r)
    {
      int cpl;
      if (r) goto l1;
      #pragma omp for reduction(+: s) lastprivate(l)
      for (int i = 0; i < N; i++) { s += a[i]; l = i; }
    l1:
      if (r) goto l2;
      #pragma omp for schedule(dynamic, 3) nowait
      for (int i = 0; i < N; i++) a[i] += 1;
      #pragma omp barrier
    l2:
      if (r) goto l3;
      #pragma omp single copyprivate(cpl)
      cpl = 7;
      #pragma omp atomic
      c += cpl;
      cp = cpl;
    l3:
      if (r) goto l4;
      #pragma omp sections reduction(+: sec)
      {
        #pragma omp section
        sec += 1;
        #pragma omp section
        sec += 2;
      }
    l4:
      if (r) goto l5;
      #pragma omp for ordered
      for (int i = 0; i < 8; i++) {
        #pragma omp ordered
        o = o * 2 + i;
      }
    l5:
      if (r) goto l6;
      #pragma omp masked
      {
        #pragma omp task shared(tk)
        tk += 5;
        #pragma omp taskwait
      }
      #pragma omp for simd reduction(+: sm)
      for (int i = 0; i < N; i++) sm += 2 * i;
    l6:
      if (!r) goto l7;
      #pragma omp single
      {
        #pragma omp taskloop reduction(+: ts) num_tasks(3)
        for (int i = 0; i < 10; i++) ts += i;
      }
    l7:;
    }
    printf("parallel r %d: %d %d %d %d %d %d %d %d %d %d %d\n", r, s, l, c, cp, sec, sm, o, tk, ts, a[0], a[N - 1]);
    if (r == 0)
      ok = ok && s == 780 && l == 39 && c == 28 && cp == 7 && sec == 3 && sm == 1560 && o == 247 && tk == 5 && ts == 0 && a[0] == 1 && a[N - 1] == 40;
    else
      ok = ok && s == 0 && l == -1 && c == 0 && cp == 0 && sec == 0 && sm == 0 && o == 0 && tk == 0 && ts == 45 && a[0] == 0 && a[N - 1] == 39;
  }
  for (int r = 0; r < 2; r++) {
    int a[N], x = 0, y = 0, z = 0, w = 0, q = 0;
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma omp target map(tofrom: a, x, y, z, w, q) firstprivate(r)
    {
      if (r) goto s1;
      #pragma omp simd reduction(+: x)
      for (int i = 0; i < N; i++) x += a[i];
    s1:
      if (r) goto s2;
      #pragma omp task shared(y)
      y += 3;
      #pragma omp taskwait
    s2:
      if (!r) goto s3;
      #pragma omp taskgroup
      {
        #pragma omp taskloop reduction(+: z)
        for (int i = 0; i < 12; i++) z += i;
      }
    s3:
      if (r) goto s4;
      #pragma omp atomic capture
      w = ++x;
    s4:
      q = x + w;
      if (q < 2000 && !r) goto s1;
    }
    printf("sequential r %d: %d %d %d %d %d\n", r, x, y, z, w, q);
    /* r 0: x = 780 then the loop back to s1 adds 780 once more per
       round until x + w reaches 2000. */
    int hx = 0, hy = 0, hz = 0, hw = 0, hq = 0;
    if (!r) {
      for (int i = 0; i < N; i++) hx += i;
      do { hy += 3; hw = ++hx; hq = hx + hw; } while (hq < 2000);
    } else {
      for (int i = 0; i < 12; i++) hz += i;
    }
    ok = ok && x == hx && y == hy && z == hz && w == hw && q == hq;
  }
  for (int r = 0; r < 2; r++) {
    int a[N], s = 0, t = 0;
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma omp target map(tofrom: a, s, t) firstprivate(r)
    {
      int k = 0;
      if (r) goto p1;
      #pragma omp parallel num_threads(4)
      {
        #pragma omp for
        for (int i = 0; i < N; i++) a[i] *= 2;
        #pragma omp single
        s = 5;
      }
    p1:
      k++;
      if (k < 3) goto p1;
      #pragma omp parallel num_threads(2) reduction(+: t)
      {
        if (omp_get_thread_num() == 0) goto own;
        t += 10;
      own:
        t += 1;
      }
      t += k;
    }
    printf("generic r %d: s %d t %d a %d %d\n", r, s, t, a[1], a[N - 1]);
    ok = ok && s == (r ? 0 : 5) && a[1] == (r ? 1 : 2) && a[N - 1] == (r ? N - 1 : 2 * (N - 1));
    ok = ok && t >= 4 && t <= 15 && (t - 4) % 11 == 0; /* 1 or 2 threads */
  }
  /* Backward, before a worksharing loop and a barrier: every thread
     repeats both. */
  int b[N], rounds = 0;
  for (int i = 0; i < N; i++) b[i] = i;
  #pragma omp target parallel num_threads(4) map(tofrom: b, rounds)
  {
    int round = 0;
  again:
    #pragma omp for
    for (int i = 0; i < N; i++) b[i] = b[i] * 2 + 1;
    #pragma omp barrier
    round++;
    if (round < 3) goto again;
    #pragma omp masked
    rounds = round;
  }
  printf("backward: rounds %d b %d %d\n", rounds, b[0], b[N - 1]);
  ok = ok && rounds == 3 && b[0] == 7 && b[N - 1] == (N - 1) * 8 + 7;
  int a[N], cnt = 0, w0 = 0, w1 = 0;
  for (int i = 0; i < N; i++) a[i] = i;
  #pragma omp target teams distribute parallel for map(tofrom: a, cnt)
  for (int i = 0; i < N; i++) {
    if (i % 2) goto odd;
    #pragma omp critical
    cnt += 1;
    #pragma omp atomic
    a[i] += 1;
  odd:;
  }
  #pragma omp target parallel map(tofrom: a, w0, w1)
  {
    work(a, N, 0, &w0);
    work(a, N, 1, &w1);
  }
  printf("combined: cnt %d a %d %d w %d %d\n", cnt, a[0], a[1], w0, w1);
  ok = ok && cnt == N / 2 && a[0] == 4 && a[1] == 4 && w0 == 1000 && w1 == 1000;
  if (!ok) {
    printf("FAIL goto_past\n");
    return 1;
  }
  printf("PASS goto_past\n");
  return 0;
}
