/* Differential program (against clang-19): tasks in target regions: depend chains on sections, mutexinoutset and inoutset, taskwait depend, taskloop grainsize/num_tasks (strict) with reductions, lastprivate and collapse, task_reduction/in_reduction, final/if/mergeable, tasks in teams through a parallel region, taskloop simd and nogroup. */
#include <omp.h>
#include <stdio.h>
#define N 48

int main(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
  /* depend chains between tasks of a parallel region in target */
  int order[8]; int pos = 0;
#pragma omp target map(tofrom: a, b, c, order, pos)
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task depend(out: a[0:N/2]) shared(a)
    for (int i = 0; i < N / 2; i++) a[i] += 100;
#pragma omp task depend(out: a[N/2:N/2]) shared(a)
    for (int i = N / 2; i < N; i++) a[i] += 200;
#pragma omp task depend(in: a[0:N/2], a[N/2:N/2]) depend(out: b) shared(a, b)
    for (int i = 0; i < N; i++) b[i] = a[i] * 2;
#pragma omp task depend(inout: b) depend(out: c) shared(b, c)
    for (int i = 0; i < N; i++) c[i] = b[i] - i;
#pragma omp task depend(mutexinoutset: pos) shared(pos, order)
    { order[pos] = 1; pos++; }
#pragma omp task depend(mutexinoutset: pos) shared(pos, order)
    { order[pos] = 2; pos++; }
#pragma omp task depend(inoutset: pos) shared(pos)
    { }
#pragma omp taskwait depend(in: c)
    c[0] += 7;
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += c[i] * (i + 1);
  printf("chain %ld pos %d osum %d\n", s, pos, order[0] + order[1]);

  /* taskloop grainsize/num_tasks forms with lastprivate, firstprivate, reductions */
  int r1 = 0, r2 = 1, lp = -1, mx = 0, cnt = 0;
  int first = 5;
#pragma omp target map(tofrom: r1, r2, lp, mx, cnt) firstprivate(first)
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp taskloop grainsize(strict: 7) reduction(+: r1) lastprivate(lp) firstprivate(first)
    for (int i = 0; i < 50; i++) { r1 += i + first; lp = i * 3; }
#pragma omp taskloop num_tasks(strict: 5) reduction(*: r2) reduction(max: mx)
    for (int i = 1; i <= 10; i++) { if (i % 3 == 0) r2 *= 2; if (i * 7 % 11 > mx) mx = i * 7 % 11; }
#pragma omp taskloop collapse(2) grainsize(4) shared(cnt)
    for (int i = 0; i < 6; i++)
      for (int j = 0; j < 5; j++) {
#pragma omp atomic
        cnt += i * j;
      }
  }
  printf("taskloop r1 %d r2 %d lp %d mx %d cnt %d\n", r1, r2, lp, mx, cnt);

  /* taskgroup with task_reduction and in_reduction in nested tasks */
  int tr = 0; long prod = 1;
#pragma omp target map(tofrom: tr, prod)
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: tr) task_reduction(*: prod)
    {
      for (int k = 1; k <= 6; k++) {
#pragma omp task in_reduction(+: tr) in_reduction(*: prod) firstprivate(k)
        { tr += k * k; if (k % 2) prod *= k; }
      }
#pragma omp taskloop in_reduction(+: tr) grainsize(2)
      for (int i = 0; i < 10; i++) tr += 1000;
    }
  }
  printf("taskred %d %ld\n", tr, prod);

  /* tasks in a plain target (no parallel): undeferred vs deferred, final, mergeable, if */
  int fin[4] = {0, 0, 0, 0}; int seq[6]; int sp = 0;
#pragma omp target map(tofrom: fin, seq, sp)
  {
#pragma omp task final(1) shared(fin)
    {
      fin[0] = omp_in_final();
#pragma omp task shared(fin)
      fin[1] = omp_in_final();
    }
#pragma omp task if(0) shared(seq, sp)
    { seq[sp++] = 10; }
#pragma omp task mergeable shared(fin)
    fin[2] = 3;
#pragma omp taskwait
#pragma omp task shared(seq, sp) depend(out: sp)
    seq[sp++] = 20;
#pragma omp task shared(seq, sp) depend(inout: sp)
    seq[sp++] = 30;
#pragma omp taskwait
    fin[3] = sp;
  }
  printf("final %d %d %d %d seq %d %d %d\n", fin[0], fin[1], fin[2], fin[3], seq[0], seq[1], seq[2]);

  /* tasks in teams: each team's initial thread makes tasks */
  int per[4] = {0, 0, 0, 0};
#pragma omp target teams num_teams(2) map(tofrom: per)
  {
    int t = omp_get_team_num();
#pragma omp parallel num_threads(2) firstprivate(t)
#pragma omp masked
    {
#pragma omp task shared(per) firstprivate(t)
    per[t] += 10 + t;
#pragma omp task shared(per) firstprivate(t)
    per[t + 2] += 20 + t;
#pragma omp taskwait
    }
  }
  printf("teams tasks %d %d %d %d\n", per[0], per[1], per[2], per[3]);

  /* taskloop simd, taskloop with private + shared array, nogroup + taskwait */
  int v[40]; for (int i = 0; i < 40; i++) v[i] = 0;
  int tot = 0;
#pragma omp target map(tofrom: v, tot)
  {
#pragma omp taskloop simd simdlen(4) reduction(+: tot) num_tasks(3)
    for (int i = 0; i < 40; i++) tot += i;
#pragma omp taskloop nogroup grainsize(10) shared(v)
    for (int i = 0; i < 40; i += 2) v[i] = i * 2;
#pragma omp taskwait
#pragma omp taskloop shared(v)
    for (int i = 39; i >= 1; i -= 2) v[i] = v[i - 1] + 1;
  }
  long vs = 0; for (int i = 0; i < 40; i++) vs += v[i] * (i + 3);
  printf("tl simd %d vs %ld\n", tot, vs);
  return 0;
}
