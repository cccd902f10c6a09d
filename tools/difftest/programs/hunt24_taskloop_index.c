/* Differential program (against clang-19): taskloop in target regions over loop variables declared before their loops (private, lastprivate, collapse(2), zero-trip), tasks seeing mapped variables that nested constructs copy per thread, atomics on struct members and array elements, logical and bitwise reductions. */
#include <omp.h>
#include <stdio.h>
static void outer_index(void) {
  int lp = -1, lj = -1, pi = -1, s = 0, z = -1, acc[16] = {0};
#pragma omp target map(tofrom: lp, lj, pi, s, z, acc)
#pragma omp parallel num_threads(2)
#pragma omp masked
  {
    int i = 100, j = 200, k = 300, m = 400;
#pragma omp taskloop lastprivate(i, j) collapse(2) num_tasks(3)
    for (i = 0; i < 5; i++)
      for (j = 0; j < 3; j++) {
#pragma omp atomic
        acc[i * 3 + j] += i * 10 + j + 1;
      }
    lp = i; lj = j;
#pragma omp taskloop grainsize(4) reduction(+: s)
    for (k = 10; k > 0; k -= 3) s += k;
    pi = k;
#pragma omp taskloop lastprivate(m)
    for (m = 0; m < 0; m++) s += 1000;
    z = m;
  }
  long h = 0; for (int q = 0; q < 16; q++) h = h * 7 + acc[q];
  printf("%d %d %d %d %d %ld\n", lp, lj, pi, s, z, h);
  int u = 50, w = 0;
#pragma omp target map(tofrom: u, w)
  {
#pragma omp taskloop shared(w) num_tasks(2)
    for (u = 0; u < 10; u += 2) {
#pragma omp atomic
      w += u;
    }
  }
  printf("%d %d\n", u, w);

}
static void nested_copies(void) {
  int q = 1, r = 2;
#pragma omp target parallel num_threads(1) map(tofrom: q, r)
  {
#pragma omp for firstprivate(r)
    for (int i = 0; i < 1; i++) {
#pragma omp task
      r += 1;
#pragma omp taskwait
      q = r * 10;
    }
  }
  printf("A %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
  {
    q += 0;
#pragma omp parallel for firstprivate(r) num_threads(1)
    for (int i = 0; i < 1; i++) {
#pragma omp task
      r += 1;
#pragma omp taskwait
      q = r * 10;
    }
  }
  printf("B %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target parallel num_threads(2) map(tofrom: q, r)
  {
#pragma omp single firstprivate(r)
    {
#pragma omp task
      r += 1;
#pragma omp taskwait
      q = r * 10;
    }
  }
  printf("C %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target parallel num_threads(2) map(tofrom: q, r)
  {
#pragma omp sections firstprivate(r)
    {
#pragma omp section
      {
#pragma omp task
        r += 1;
#pragma omp taskwait
        q = r * 10;
      }
    }
  }
  printf("D %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target teams num_teams(1) map(tofrom: q, r)
  {
#pragma omp parallel num_threads(2) firstprivate(r)
    {
#pragma omp masked
      {
#pragma omp task
        r += 1;
#pragma omp taskwait
        q = r * 10;
      }
    }
  }
  printf("E %d %d\n", q, r);
  q = 1; r = 2;
#pragma omp target map(tofrom: q, r)
  {
    q += 0;
#pragma omp parallel num_threads(2) reduction(+: r)
    {
#pragma omp masked
      {
        r = 5;
#pragma omp task
        q = r;
#pragma omp taskwait
      }
    }
  }
  printf("F %d %d\n", q, r);

}
typedef struct { int cnt; long hist[4]; double mx; } Stats;
int main(void) {
  Stats st = {0, {0, 0, 0, 0}, -1.0};
  int vals[200];
  for (int i = 0; i < 200; i++) vals[i] = (i * 73) % 199;
  int caps[200];
#pragma omp target teams distribute parallel for map(tofrom: st, caps) map(to: vals) num_teams(4) thread_limit(32)
  for (int i = 0; i < 200; i++) {
    int c;
#pragma omp atomic capture
    c = ++st.cnt;
    caps[i] = c > 0;
#pragma omp atomic
    st.hist[vals[i] % 4]++;
    double d = vals[i] * 0.5;
#pragma omp atomic compare
    st.mx = st.mx < d ? d : st.mx;
  }
  int capok = 0; for (int i = 0; i < 200; i++) capok += caps[i];
  printf("A %d %ld %ld %ld %ld %.1f %d\n", st.cnt, st.hist[0], st.hist[1], st.hist[2], st.hist[3], st.mx, capok);

  int minv = 1 << 30, minc = 0, xs = 0, andv = 1, orv = 0, flags = 0;
  long lmul = 1;
#pragma omp target teams distribute parallel for reduction(min: minv) reduction(&&: andv) reduction(||: orv) reduction(|: flags) reduction(*: lmul) map(to: vals) num_teams(3)
  for (int i = 0; i < 200; i++) {
    if (vals[i] + 5 < minv) minv = vals[i] + 5;
    andv = andv && (vals[i] < 199);
    orv = orv || (vals[i] == 198);
    flags |= 1 << (vals[i] % 20);
    if (i % 50 == 0) lmul *= -3;
  }
#pragma omp target parallel num_threads(8) map(tofrom: minc, xs)
  {
    int t = omp_get_thread_num();
    int old;
#pragma omp atomic compare capture seq_cst
    { old = minc; if (minc < t) { minc = t; } }
    (void)old;
#pragma omp atomic
    xs ^= (1 << t);
  }
  printf("B %d %d %d %x %ld %d %x\n", minv, andv, orv, flags, lmul, minc, xs);

  /* atomics on array elements with post/pre forms, capture old and new */
  int bins[8] = {0}, olds[64], news[64];
#pragma omp target teams distribute parallel for map(tofrom: bins, olds, news) num_teams(2)
  for (int i = 0; i < 64; i++) {
    int o, n;
#pragma omp atomic capture
    { o = bins[i % 8]; bins[i % 8] += 2; }
#pragma omp atomic capture
    { bins[(i + 1) % 8]--; n = bins[(i + 1) % 8]; }
    olds[i] = o > -100; news[i] = n < 100;
  }
  int so = 0, sn = 0; for (int i = 0; i < 64; i++) { so += olds[i]; sn += news[i]; }
  printf("C %d %d %d %d %d\n", bins[0], bins[7], so, sn, bins[3]);
  outer_index();
  nested_copies();
  return 0;
}
