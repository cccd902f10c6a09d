/* Generic target regions: more forms beside nested parallel loops. A
 * loop as the region with a parallel loop in it; an if/else choosing
 * between loops; the parallel loop and parallel for simd forms; simd
 * loops in the code outside and inside the loops; the target's private
 * and firstprivate items; a pointer changed by the code outside; a
 * reduction into an unmapped scalar; structs beside the loops; the
 * thread numbers inside the loop; a parallel region of two loops,
 * beside other code and as the whole region; large firstprivate items. */
#include <stdio.h>
#include <omp.h>
#define N 512
struct pair { int lo, hi; };
int main(void) {
  int a[N], owner[N];
  int fails = 0;
  for (int i = 0; i < N; i++) a[i] = i;

  /* 1: the region is a loop; each step runs a nested loop. */
  int steps = 5;
#pragma omp target map(tofrom: a)
  for (int t = 0; t < steps; t++) {
#pragma omp parallel for
    for (int i = 0; i < N; i++) a[i] += t;
  }
  printf("1: %d %d\n", a[0], a[N - 1]);
  fails += a[0] != 10 || a[N - 1] != N - 1 + 10;

  /* 2: if/else between loops, the parallel loop and parallel for simd
   * forms, a simd loop run by the initial thread, the target's
   * firstprivate and private items. */
  int mode = 1, k = 7, scratch = 0, last = 0;
#pragma omp target map(tofrom: a) map(from: last) firstprivate(k) private(scratch)
  {
    scratch = k * 2;
    if (mode == 0) {
#pragma omp parallel loop
      for (int i = 0; i < N; i++) a[i] = -1;
    } else {
#pragma omp parallel for simd
      for (int i = 0; i < N; i++) a[i] = a[i] * 2 + scratch;
    }
    k = k + 1;
#pragma omp simd
    for (int i = 0; i < 4; i++) a[i] += k;
#pragma omp parallel loop
    for (int i = 0; i < N; i++) {
      int v = a[i];
#pragma omp simd
      for (int j = 0; j < 2; j++) v += k;
      a[i] = v;
    }
    last = a[N - 1];
  }
  printf("2: %d %d %d\n", a[0], a[5], last);
  fails += a[0] != 20 + 14 + 8 + 16 || a[5] != 30 + 14 + 16 || last != 2 * (N - 1 + 10) + 14 + 16;

  /* 3: a pointer moved by the code outside the loops; a reduction into
   * an unmapped scalar whose value reaches a mapped result; a struct
   * declared beside the loops; thread numbers inside the loop. */
  int *p = a;
  long s = 100;
  long res[2];
#pragma omp target map(tofrom: a, owner) map(from: res)
  {
    struct pair r = {N / 4, N / 2};
    p += r.lo;
#pragma omp parallel for reduction(+: s) num_threads(64)
    for (int i = 0; i < r.hi - r.lo; i++) {
      s += p[i] % 3;
      owner[i] = omp_get_thread_num() < omp_get_num_threads();
    }
    res[0] = s;
    res[1] = p - a;
  }
  long hs = 100;
  for (int i = N / 4; i < N / 2; i++) hs += a[i] % 3;
  int owned = 0;
  for (int i = 0; i < N / 4; i++) owned += owner[i];
  printf("3: %ld %ld %d %ld\n", res[0], res[1], owned, s);
  fails += res[0] != hs || res[1] != N / 4 || owned != N / 4 || s != 100;

  /* 4: an else after a branch without a loop. */
  int zero = 0, x4 = 0;
#pragma omp target map(tofrom: a, x4)
  {
    if (zero) x4 = 1;
    else {
#pragma omp parallel for
      for (int i = 0; i < N; i++) a[i] = i;
    }
    if (!zero) x4 += 2;
  }
  printf("4: %d %d\n", x4, a[N - 1]);
  fails += x4 != 2 || a[N - 1] != N - 1;

  /* 5: a parallel region of two worksharing loops beside other code. */
  int b5[N];
  long s5 = 0;
#pragma omp target map(tofrom: a, b5, s5)
  {
    int off = 3;
#pragma omp parallel num_threads(32)
    {
#pragma omp for nowait
      for (int i = 0; i < N; i++) b5[i] = a[i] + off;
#pragma omp for reduction(+: s5)
      for (int i = 0; i < N; i++) s5 += omp_get_num_threads();
    }
    s5 += b5[N - 1];
  }
  printf("5: %d %ld\n", b5[7], s5);
  fails += b5[7] != 10 || s5 != 32L * N + N - 1 + 3;

  /* 6: a parallel region of two loops as the whole target region. */
  long s6 = 0;
#pragma omp target map(tofrom: a, b5, s6)
#pragma omp parallel num_threads(16)
  {
#pragma omp for
    for (int i = 0; i < N; i++) b5[i] = a[i] * 2;
#pragma omp for reduction(+: s6)
    for (int i = 0; i < N; i++) s6 += b5[N - 1 - i] + omp_get_num_threads();
  }
  printf("6: %d %ld\n", b5[5], s6);
  fails += b5[5] != 10 || s6 != (long)N * (N - 1) + 16L * N;

  /* 7: firstprivate items too large for a literal: the runtime's private
   * copies, changed by the code outside the loop and read inside it. */
  struct fp { double scale; int off; int pad[3]; } fp = {2.0, 5, {0, 0, 0}};
  double d7[64], tbl[4] = {1, 2, 3, 4};
  for (int i = 0; i < 64; i++) d7[i] = i;
#pragma omp target map(tofrom: d7) firstprivate(fp, tbl)
  {
    fp.off += 1;
    tbl[0] = 10;
#pragma omp parallel for
    for (int i = 0; i < 64; i++) d7[i] = d7[i] * fp.scale + fp.off + tbl[i % 4];
    d7[0] += fp.off;
  }
  printf("7: %g %g %d\n", d7[0], d7[1], fp.off);
  fails += d7[1] != 2 + 6 + 2 || d7[0] != 0 + 6 + 10 + 6 || fp.off != 5;

  printf("%s generic_forms\n", fails ? "FAIL" : "PASS");
  return fails ? 1 : 0;
}
