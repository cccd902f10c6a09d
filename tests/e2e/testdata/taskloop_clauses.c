/* taskloop's data clauses in target regions: lastprivate copies out the
 * task's copy that ran the sequentially last iteration (a copy the
 * other iterations of its task may have set), reduction combines each
 * task's copy, started from the operator's identity, into the original;
 * collapse(n) over rectangular and non-rectangular nests; taskloop simd;
 * in a plain target region, a target parallel region (every thread's
 * own taskloop), a generic region (code beside a parallel loop and the
 * loop's body) and a declare target function. */
#include <stdio.h>
#include <omp.h>
#define N 10

#pragma omp declare target
/* The size of the last of nt tasks over n iterations. */
int last_size(int n, int nt) {
  int v = -1, k = 0;
#pragma omp taskloop num_tasks(nt) firstprivate(k) lastprivate(v)
  for (int i = 0; i < n; i++) v = ++k;
  return v;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;

  /* 1: lastprivate(v) of a variable each iteration sets to how many
   * iterations its task has run (k, firstprivate): the size of the last
   * task. num_tasks(t) over 10: t = 3 gives 4, 3, 3; grainsize(4): two
   * tasks of 5. */
  int lv[13];
#pragma omp target map(from: lv)
  {
    for (int t = 1; t <= 13; t++) {
      int v = -1, k = 0;
      if (t <= 12) {
#pragma omp taskloop num_tasks(t) firstprivate(k) lastprivate(v)
        for (int i = 0; i < N; i++) v = ++k;
      } else {
#pragma omp taskloop grainsize(4) firstprivate(k) lastprivate(v)
        for (int i = 0; i < N; i++) v = ++k;
      }
      lv[t - 1] = v;
    }
  }
  for (int t = 1; t <= 13; t++) {
    int want = t == 13 ? 5 : t <= 10 ? N / t : 1;
    printf("lastprivate %s(%d): %d\n", t == 13 ? "grainsize" : "num_tasks", t == 13 ? 4 : t, lv[t - 1]);
    fails += lv[t - 1] != want;
  }

  /* 2: lastprivate alone: the last iteration's value; a private copy
   * written in every iteration; an array. */
  int last = -5, arr[3] = {0, 0, 0};
  double dl = 0;
#pragma omp target map(tofrom: last, arr, dl)
  {
#pragma omp taskloop grainsize(3) lastprivate(last, arr, dl)
    for (int i = 0; i < N; i++) {
      last = i * 3;
      arr[0] = i;
      arr[1] = i * i;
      arr[2] = -i;
      dl = i / 4.0;
    }
  }
  printf("lastprivate: %d %d %d %d %.2f\n", last, arr[0], arr[1], arr[2], dl);
  fails += last != 27 || arr[0] != 9 || arr[1] != 81 || arr[2] != -9 || dl != 2.25;

  /* 3: reductions; every task's copy starts from the identity. */
  int s = 5, m = -100, p = 1, mn = 1000;
  double ds = 0.5;
#pragma omp target map(tofrom: s, m, p, ds, mn)
  {
#pragma omp taskloop num_tasks(4) reduction(+: s, ds) reduction(max: m) reduction(*: p) reduction(min: mn)
    for (int i = 1; i <= N; i++) {
      s += i;
      ds += i * 0.25;
      m = i * 7 % 11 > m ? i * 7 % 11 : m;
      mn = 50 - i < mn ? 50 - i : mn;
      if (i <= 5) p *= i;
    }
  }
  printf("reduction: %d %.2f %d %d %d\n", s, ds, m, p, mn);
  fails += s != 60 || ds != 14.25 || m != 10 || p != 120 || mn != 40;

  /* 4: collapse(2) with lastprivate and a reduction; a non-rectangular
   * nest (j < i); collapse(3) with grainsize. */
  int cl = 0, cs = 0, tri = 0, c3 = 0, c3n = 0;
#pragma omp target map(tofrom: cl, cs, tri, c3, c3n)
  {
#pragma omp taskloop collapse(2) grainsize(5) lastprivate(cl) reduction(+: cs)
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 6; j++) {
        cl = i * 100 + j;
        cs += i * j;
      }
#pragma omp taskloop collapse(2) num_tasks(7) reduction(+: tri)
    for (int i = 0; i < 9; i++) {
      for (int j = 0; j < i; j++)
        tri += 1 + j;
    }
#pragma omp taskloop collapse(3) grainsize(4) reduction(+: c3, c3n)
    for (int a = 0; a < 3; a++)
      for (int b = 5; b > 0; b -= 2)
        for (unsigned c = 0; c < 4u; c++) {
          c3 += a * 100 + b * 10 + (int)c;
          c3n++;
        }
  }
  printf("collapse: %d %d %d %d %d\n", cl, cs, tri, c3, c3n);
  fails += cl != 305 || cs != 90 || tri != 120 || c3 != 4734 || c3n != 36;

  /* 5: taskloop simd: a reduction and lastprivate. */
  int ss = 0, sl = 0;
  int arr2[N];
#pragma omp target map(tofrom: ss, sl) map(from: arr2)
  {
#pragma omp taskloop simd reduction(+: ss) lastprivate(sl) grainsize(3) simdlen(4)
    for (int i = 0; i < N; i++) {
      ss += i * 2;
      sl = i + 1000;
    }
#pragma omp taskloop simd shared(arr2) num_tasks(3)
    for (int i = 0; i < N; i++) arr2[i] = i * 2;
  }
  int ok = 1;
  for (int i = 0; i < N; i++) ok &= arr2[i] == i * 2;
  printf("taskloop simd: %d %d %s\n", ss, sl, ok ? "ok" : "BAD");
  fails += ss != 90 || sl != 1009 || !ok;

  /* 6: target parallel: every thread's taskloop reduces into the shared
   * mapped variable; lastprivate into a local of each thread. Which
   * thread runs a task is the runtime's choice: the value names the
   * thread that met the taskloop. */
  int tot = 1, lasts[3] = {0, 0, 0};
#pragma omp target parallel num_threads(3) map(tofrom: tot, lasts)
  {
    int mine = 0;
    const int me = omp_get_thread_num();
#pragma omp taskloop reduction(+: tot) lastprivate(mine) num_tasks(2)
    for (int i = 0; i < N; i++) {
      tot += i;
      mine = i + 10 * me;
    }
    lasts[me] = mine;
  }
  printf("target parallel: %d %d %d %d\n", tot, lasts[0], lasts[1], lasts[2]);
  fails += tot != 136 || lasts[0] != 9 || lasts[1] != 19 || lasts[2] != 29;

  /* 7: a generic region: the code outside the loop and the loop's
   * body. */
  int gen = 0, rows[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: gen, rows)
  {
    int red = 3;
#pragma omp taskloop reduction(+: red) grainsize(2)
    for (int i = 0; i < 8; i++) red += i;
#pragma omp parallel for num_threads(4)
    for (int r = 0; r < 4; r++) {
      int acc = 0;
#pragma omp taskloop reduction(+: acc) num_tasks(3)
      for (int i = 0; i <= r * 2; i++) acc += i + red;
      rows[r] = acc;
    }
    gen = red;
  }
  printf("generic: %d %d %d %d %d\n", gen, rows[0], rows[1], rows[2], rows[3]);
  fails += gen != 31 || rows[0] != 31 || rows[1] != 96 || rows[2] != 165 || rows[3] != 238;

  /* 8: a declare target function. */
  int f1 = 0, f2 = 0;
#pragma omp target map(from: f1, f2)
  {
    f1 = last_size(11, 2);
    f2 = last_size(10, 4);
  }
  printf("declare target: %d %d\n", f1, f2);
  fails += f1 != 5 || f2 != 2;

  /* 9: a task and a taskloop in a single between the loops of a
   * parallel block: the variables declared outside the parallel region
   * (mapped, or beside it in the target region) are shared in it, so
   * the tasks write the originals. */
  int a9[16], s9 = 0;
#pragma omp target map(tofrom: a9, s9)
  {
    int extra = 1;
#pragma omp parallel num_threads(4)
    {
#pragma omp for
      for (int i = 0; i < 16; i++) a9[i] = i;
#pragma omp single
      {
#pragma omp task
        { a9[0] = 100; s9 = 5; extra = 2; }
#pragma omp taskwait
#pragma omp taskloop grainsize(3) reduction(+: s9)
        for (int i = 1; i < 16; i++) {
          a9[i] += 1000;
          s9 += i;
        }
      }
#pragma omp for
      for (int i = 0; i < 16; i++) a9[i] += extra;
    }
  }
  printf("parallel block: %d %d %d %d\n", s9, a9[0], a9[1], a9[15]);
  fails += s9 != 125 || a9[0] != 102 || a9[1] != 1003 || a9[15] != 1017;

  /* 10: master taskloop between the loops of a parallel block (thread
   * 0's taskloop): a reduction into a mapped variable, writes to shared
   * data, seen by the next loop after the barrier. */
  int a10[16], s10 = 0;
#pragma omp target map(tofrom: a10, s10)
  {
    int extra = 1;
#pragma omp parallel num_threads(4)
    {
#pragma omp for
      for (int i = 0; i < 16; i++) a10[i] = i;
#pragma omp master taskloop grainsize(3) reduction(+: s10)
      for (int i = 0; i < 16; i++) {
        s10 += a10[i];
        a10[i] += 100;
        extra = 2;
      }
#pragma omp barrier
#pragma omp for
      for (int i = 0; i < 16; i++) a10[i] += extra + s10;
    }
  }
  printf("master taskloop in a parallel block: %d %d %d\n", s10, a10[0], a10[15]);
  fails += s10 != 120 || a10[0] != 222 || a10[15] != 237;

  if (fails) {
    printf("FAIL taskloop_clauses (%d)\n", fails);
    return 1;
  }
  printf("PASS taskloop_clauses\n");
  return 0;
}
