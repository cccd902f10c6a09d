/* Worksharing constructs among the code of parallel regions in target
 * regions: target parallel { code; for; code } and target { parallel
 * { ... } }. Every thread runs the region's code (counted per thread),
 * each for loop covers its iterations once between the threads (counted
 * per iteration), its barrier orders per-thread writes before the reads
 * after it, and reductions, lastprivate, schedules (static, dynamic,
 * guided), nowait, single, masked, critical and sections work among the
 * code. Every result is checked against a value computed a second way on
 * the host. */
#include <stdio.h>
#include <omp.h>
#define T 8
#define N 1000

int main(void) {
  int fails = 0;
  int hits[N], slot[T], seen[T], nthr[T], ran = 0, cnt = 0;
  for (int i = 0; i < N; i++) hits[i] = 0;
  for (int t = 0; t < T; t++) slot[t] = seen[t] = nthr[t] = -1;

  /* 1: the region's code on every thread; a for loop's iterations
   * once each; the loop's barrier orders the writes before it. */
#pragma omp target parallel num_threads(T) map(tofrom: hits, slot, seen, nthr, ran, cnt)
  {
    int me = omp_get_thread_num();
    nthr[me] = omp_get_num_threads();
    slot[me] = me * 3;
#pragma omp atomic
    ran++;
#pragma omp for
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      hits[i]++;
    }
    /* after the loop's barrier every slot is written */
    seen[me] = slot[(me + 1) % T];
#pragma omp atomic
    cnt++;
  }
  int ok = 1;
  for (int i = 0; i < N; i++) ok &= hits[i] == 1;
  for (int t = 0; t < T; t++) ok &= nthr[t] == T && seen[t] == ((t + 1) % T) * 3;
  printf("1: ran %d cnt %d coverage+order %d\n", ran, cnt, ok);
  fails += ran != T || cnt != T || !ok;

  /* 2: parallel nested in target; a private variable per thread, a
   * reduction and lastprivate on for loops, schedules with chunks. */
  long sum = 0, sum2 = 0;
  int last = -1, lastv = -1, maxv = 0, per = 0, k = -1;
  int b[N];
#pragma omp target map(tofrom: sum, sum2, last, lastv, maxv, per, k) map(from: b)
  {
#pragma omp parallel num_threads(T)
    {
      int t = omp_get_thread_num() + 1; /* private to each thread */
#pragma omp for schedule(static)
      for (int i = 0; i < N; i++) b[i] = i * 2;
#pragma omp for reduction(+: sum) lastprivate(lastv) schedule(static, 7)
      for (int i = 0; i < N; i++) {
        sum += b[N - 1 - i];
        lastv = b[i] + 1;
      }
#pragma omp for reduction(max: maxv) lastprivate(k) schedule(static, 1)
      for (k = 0; k < N; k++)
        if (b[k] % 7 > maxv) maxv = b[k] % 7;
      /* after the loop's barrier every thread sees k's last value */
#pragma omp critical
      {
        per += t;
        if (k == N) last = k;
        else last = -100;
      }
#pragma omp for simd reduction(+: sum2) nowait
      for (int i = 0; i < N; i++) sum2 += i;
    }
  }
  long want = 0;
  for (int i = 0; i < N; i++) want += i * 2;
  ok = 1;
  for (int i = 0; i < N; i++) ok &= b[i] == i * 2;
  printf("2: b %d sum %ld lastv %d max %d last %d per %d sum2 %ld\n", ok, sum, lastv, maxv, last, per, sum2);
  fails += !ok || sum != want || lastv != (N - 1) * 2 + 1 || maxv != 6 || last != N || per != T * (T + 1) / 2 || sum2 != (long)N * (N - 1) / 2;

  /* 3: single, masked, sections and barrier among the code, a loop run
   * in rounds of an outer loop every thread runs, a collapsed nest, and
   * a mapped scalar that single writes and every thread reads after it. */
  int singles = 0, masks = 0, secs[3] = {0, 0, 0}, rounds = 0, grid[20][30];
  int shared_val = 5, got[T];
#pragma omp target parallel num_threads(T) map(tofrom: singles, masks, secs, rounds, grid, got, shared_val)
  {
    int me = omp_get_thread_num();
#pragma omp single
    {
      singles++;
      shared_val = 11; /* one copy the team shares */
    }
    got[me] = shared_val;
#pragma omp masked
    masks++;
#pragma omp barrier
#pragma omp sections
    {
#pragma omp section
      secs[0]++;
#pragma omp section
      secs[1]++;
#pragma omp section
      secs[2]++;
    }
    for (int r = 0; r < 3; r++) {
#pragma omp for collapse(2)
      for (int i = 0; i < 20; i++)
        for (int j = 0; j < 30; j++) grid[i][j] = (r == 0 ? 0 : grid[i][j]) + i * j + r;
#pragma omp single nowait
      rounds++;
    }
  }
  ok = 1;
  for (int t = 0; t < T; t++) ok &= got[t] == 11;
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++) ok &= grid[i][j] == 3 * i * j + 3;
  printf("3: single %d masked %d sections %d %d %d rounds %d values %d\n", singles, masks, secs[0], secs[1], secs[2], rounds, ok);
  fails += singles != 1 || masks != 1 || secs[0] != 1 || secs[1] != 1 || secs[2] != 1 || rounds != 3 || !ok;

  /* 4: nowait loops then an explicit barrier; the team's default size. */
  int c[N], d[N], team = 0, count = 0;
#pragma omp target parallel map(from: c, d) map(tofrom: team, count)
  {
#pragma omp for nowait
    for (int i = 0; i < N; i++) c[i] = i;
#pragma omp for nowait schedule(static)
    for (int i = 0; i < N; i++) d[i] = -i;
#pragma omp barrier
#pragma omp for
    for (int i = 0; i < N; i++) d[i] += c[N - 1 - i];
#pragma omp masked
    team = omp_get_num_threads();
#pragma omp atomic
    count++;
  }
  ok = 1;
  for (int i = 0; i < N; i++) ok &= c[i] == i && d[i] == N - 1 - 2 * i;
  printf("4: values %d threads counted %d\n", ok, count == team);
  fails += !ok || count != team || team < 1;

  /* 5: parallel regions of code beside other code in a target region:
   * thread 0 runs the code outside them, every thread the code inside;
   * variables beside them are shared by the team, those inside each
   * thread's own; rounds of an outer loop; the level inside and out. */
  int e[N], runs = 0, visits = 0, order = 1, lvl_out = -1, lvl_in = -1, lastr = -1;
  long esum = 0;
  int ids[T];
#pragma omp target map(tofrom: e, runs, visits, order, esum, ids, lvl_out, lvl_in, lastr)
  {
    int base = 3; /* shared by the team */
    long part = 0;
    lvl_out = omp_get_level() * 10 + omp_get_num_threads();
    for (int r = 0; r < 2; r++) {
#pragma omp parallel num_threads(T)
      {
        int me = omp_get_thread_num(); /* each thread's own */
        ids[me] = me + r;
#pragma omp for schedule(static, 5) lastprivate(lastr)
        for (int i = 0; i < N; i++) {
          e[i] = i + base;
          lastr = i + r;
        }
        /* the loop's barrier: every id of this round is written */
        for (int t = 0; t < T; t++)
          if (ids[t] != t + r) {
#pragma omp atomic write
            order = 0;
          }
#pragma omp atomic
        visits++;
#pragma omp for reduction(+: part) nowait
        for (int i = 0; i < N; i++) part += e[i];
#pragma omp barrier
#pragma omp masked
        {
          runs++;
          lvl_in = omp_get_level() * 10 + omp_get_num_threads();
        }
      }
      base += 10;
    }
    esum = part;
  }
  long ewant = 0;
  for (int r = 0; r < 2; r++)
    for (int i = 0; i < N; i++) ewant += i + 3 + 10 * r;
  ok = 1;
  for (int i = 0; i < N; i++) ok &= e[i] == i + 13;
  printf("5: values %d sum %ld runs %d visits %d order %d level %d %d last %d\n", ok, esum, runs, visits, order, lvl_out, lvl_in, lastr);
  fails += !ok || esum != ewant || runs != 2 || visits != 2 * T || !order || lvl_out != 1 || lvl_in != 10 + T || lastr != N;

  /* 6: target, then a parallel block of loops with a critical and a
   * masked construct for thread 1 between them: every thread runs the
   * critical, thread 1 the masked one (no barrier follows them: the
   * next loop's writes do not touch what they read). */
  int f[N], crit = 0, m1 = -1;
#pragma omp target map(tofrom: f, crit, m1)
#pragma omp parallel num_threads(T)
  {
#pragma omp for
    for (int i = 0; i < N; i++) f[i] = i;
#pragma omp critical
    {
      int v = crit; /* a read and a write only the lock keeps together */
      crit = v + omp_get_thread_num() + 1;
    }
#pragma omp masked filter(1)
    m1 = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < N; i++) f[i] += 1;
  }
  ok = 1;
  for (int i = 0; i < N; i++) ok &= f[i] == i + 1;
  printf("6: values %d critical %d masked %d\n", ok, crit, m1);
  fails += !ok || crit != T * (T + 1) / 2 || m1 != 1;

  /* 7: dynamic and guided schedules: rounds of a nowait dynamic loop,
   * a guided loop with a reduction and lastprivate. */
  int g[N], owner[N], glast = -1;
  long gsum = 0;
  for (int i = 0; i < N; i++) g[i] = 0;
#pragma omp target parallel num_threads(T) map(tofrom: g, owner, glast, gsum)
  {
    for (int r = 0; r < 3; r++) {
#pragma omp for schedule(dynamic, 3) nowait
      for (int i = 0; i < N; i++) {
#pragma omp atomic
        g[i]++;
      }
    }
#pragma omp barrier
#pragma omp for schedule(guided) reduction(+: gsum) lastprivate(glast)
    for (int i = 0; i < N; i++) {
      gsum += g[i] * i;
      glast = i;
      owner[i] = omp_get_thread_num();
    }
  }
  ok = 1;
  for (int i = 0; i < N; i++) ok &= g[i] == 3 && owner[i] >= 0 && owner[i] < T;
  printf("7: coverage %d sum %ld last %d\n", ok, gsum, glast);
  fails += !ok || gsum != 3L * N * (N - 1) / 2 || glast != N - 1;

  /* 8: private, firstprivate and reduction on a parallel region of code
   * beside other code: each thread's copies, the reductions folded in
   * at the region's end, the variables beside it unchanged otherwise. */
  int pcnt = 0, pseen = 0;
  long ptot = 0, psq = 0;
#pragma omp target map(tofrom: pcnt, ptot, psq, pseen)
  {
    int x = 7, y = -1, mx = 0;
    long part = 100;
#pragma omp parallel num_threads(T) private(y) firstprivate(x) reduction(+: part) reduction(max: mx)
    {
      y = omp_get_thread_num();
      x += y; /* from 7 on each thread */
      part += x;
      if (y > mx) mx = y;
#pragma omp for reduction(+: psq)
      for (int i = 0; i < N; i++) psq += i;
#pragma omp atomic
      pcnt += x - y;
    }
    ptot = part + mx;
    pseen = x * 100 + (y == -1);
  }
  printf("8: count %d total %ld sum %ld outside %d\n", pcnt, ptot, psq, pseen);
  fails += pcnt != 7 * T || ptot != 100 + 7 * T + T * (T - 1) / 2 + (T - 1) || psq != (long)N * (N - 1) / 2 || pseen != 701;

  /* 9: tasks in parallel regions of code: the variables the team
   * shares stay shared in the task, a thread's own are firstprivate. */
  int tk1 = 0, tk2 = 0, tmarks[T];
  for (int t = 0; t < T; t++) tmarks[t] = 0;
#pragma omp target parallel num_threads(T) map(tofrom: tk1)
  {
#pragma omp task
    {
#pragma omp atomic
      tk1++;
    }
#pragma omp taskwait
  }
#pragma omp target map(tofrom: tk2, tmarks)
  {
    int step = 2; /* beside the region: shared */
#pragma omp parallel num_threads(T)
    {
      int me = omp_get_thread_num();
#pragma omp task
      {
#pragma omp atomic
        tk2 += step;
        tmarks[me] = me + 1;
      }
    }
  }
  ok = 1;
  for (int t = 0; t < T; t++) ok &= tmarks[t] == t + 1;
  printf("9: tasks %d %d marks %d\n", tk1, tk2, ok);
  fails += tk1 != T || tk2 != 2 * T || !ok;

  /* 10: a parallel block of loops with copies private to each thread
   * across its loops, beside other code and as all of the target region. */
  int h[N], hcnt = 0, hcnt2 = 0;
#pragma omp target map(tofrom: h, hcnt)
  {
    int t = -1;
    h[0] = -1;
#pragma omp parallel num_threads(T) private(t) reduction(+: hcnt)
    {
#pragma omp for
      for (int i = 0; i < N; i++) t = 5;
#pragma omp for
      for (int i = 1; i < N; i++) {
        h[i] = t;
        hcnt++;
      }
    }
    h[0] = t; /* unchanged by the threads' copies */
  }
#pragma omp target map(tofrom: hcnt2)
#pragma omp parallel num_threads(T) firstprivate(hcnt2)
  {
#pragma omp for
    for (int i = 0; i < N; i++) hcnt2 += 2;
#pragma omp for
    for (int i = 0; i < N; i++) hcnt2 += 0;
  }
  ok = h[0] == -1;
  for (int i = 1; i < N; i++) ok &= h[i] == 5;
  printf("10: values %d count %d outside %d\n", ok, hcnt, hcnt2);
  fails += !ok || hcnt != N - 1 || hcnt2 != 0;

  printf("%s parallel_ws\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
