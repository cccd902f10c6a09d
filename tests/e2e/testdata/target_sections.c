/* Worksharing sections, tasks and single's data-sharing clauses inside
 * target regions: section executions counted per section (each exactly
 * once), lastprivate from the lexically last section, reductions over
 * sections, tasks' implicit firstprivate copies and shared mapped data,
 * copyprivate broadcast to every thread of a target parallel team.
 * Which thread runs which section is the runtime's choice: a thread may
 * run two sections on one firstprivate copy, so a section's update of
 * the copy leaves what the sections compute unchanged. */
#include <stdio.h>
#include <omp.h>
#define T 8

#pragma omp declare target
int work(int i) { return i * i + 1; }
/* masked with a filter the caller passes */
void mark_by(int *who, int n) {
#pragma omp masked filter(n)
  *who = omp_get_thread_num() * 100 + n;
}
void tasked(int *out, int v) {
  /* an orphaned task: v is firstprivate, *out shared */
#pragma omp task
  {
    v += 100;
    *out += v;
  }
#pragma omp taskwait
  *out += v;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;

  /* 1: sections in a target parallel region: each section runs once,
   * divided among the threads, with the implicit barrier after them. */
  int cnt[5] = {0}, who[5] = {0}, after[T] = {0}, last = -1, red = 0, fp = 7;
#pragma omp target parallel num_threads(T) map(tofrom: cnt, who, after, last, red)
  {
    int t = omp_get_thread_num();
#pragma omp sections lastprivate(last) reduction(+: red) firstprivate(fp)
    {
#pragma omp section
      { cnt[0]++; who[0] = t; last = 10; red += work(0) + fp % 100; fp += 100; }
#pragma omp section
      { cnt[1]++; who[1] = t; last = 11; red += work(1) + fp % 100; }
#pragma omp section
      { cnt[2]++; who[2] = t; last = 12; red += work(2); }
#pragma omp section
      { cnt[3]++; who[3] = t; last = 13; red += work(3); }
#pragma omp section
      { cnt[4]++; who[4] = t; last = 14; red += work(4); }
    }
    /* after the barrier every section's write is visible */
    after[t] = cnt[0] + cnt[1] + cnt[2] + cnt[3] + cnt[4];
  }
  int ok = 1;
  for (int s = 0; s < 5; s++) ok &= cnt[s] == 1 && who[s] >= 0 && who[s] < T;
  for (int t = 0; t < T; t++) ok &= after[t] == 5;
  printf("1: sections %d last %d red %d fp %d\n", ok, last, red, fp);
  fails += !ok || last != 14 || red != 1 + 2 + 5 + 10 + 17 + 14 || fp != 7;

  /* 2: sections nowait, private, and sections in a plain target region
   * (a team of one: in order). */
  int order[4] = {0}, pos = 0, priv = 3, runs = 0;
#pragma omp target map(tofrom: order, pos, priv, runs)
  {
#pragma omp sections private(priv)
    {
      /* the first section needs no directive */
      {
        priv = 1;
        order[pos++] = 1 + priv;
      }
#pragma omp section
      {
        priv = 2;
        order[pos++] = 10 + priv;
      }
#pragma omp section
      order[pos++] = 100;
    }
#pragma omp sections nowait
    {
#pragma omp section
      runs++;
#pragma omp section
      runs += 10;
    }
  }
  printf("2: order %d %d %d pos %d priv %d runs %d\n", order[0], order[1], order[2], pos, priv, runs);
  fails += order[0] != 2 || order[1] != 12 || order[2] != 100 || pos != 3 || priv != 3 || runs != 11;

  /* 3: tasks in a plain target region: every variable is firstprivate
   * in the task (mapped ones too), copied when the task is created. */
  int x = 1, m = 5, r[4] = {0}, y = 0, sh = 0;
#pragma omp target map(tofrom: y, m, r, sh)
  {
    int loc = 10;
#pragma omp task
    { x++; loc++; m++; r[0]++; }
#pragma omp task shared(sh) firstprivate(loc)
    { sh = loc + 1; loc = 0; }
#pragma omp taskgroup
    {
#pragma omp task if(0) final(1) mergeable
      sh += 100;
#pragma omp taskyield
    }
#pragma omp taskwait
    y = x * 1000 + loc;
    r[1] = m;
  }
  printf("3: y %d m %d r %d %d sh %d\n", y, m, r[0], r[1], sh);
  fails += y != 1010 || m != 5 || r[0] != 0 || r[1] != 5 || sh != 11;

  /* 4: tasks in a target parallel region (mapped data shared, locals
   * firstprivate) and in a loop kernel; a task in a declare target
   * function. */
  int tcount = 0, out[T] = {0}, lp[64] = {0}, fo = 0;
#pragma omp target parallel num_threads(T) map(tofrom: tcount, out)
  {
    int t = omp_get_thread_num(), loc = t;
#pragma omp task
    {
      loc += 50;
#pragma omp atomic
      tcount++;
    }
    out[t] = loc;
  }
  ok = tcount == T;
  for (int t = 0; t < T; t++) ok &= out[t] == t;
  printf("4: team tasks %d count %d\n", ok, tcount);
  fails += !ok;
#pragma omp target teams distribute parallel for map(tofrom: lp)
  for (int i = 0; i < 64; i++) {
    int k = i;
#pragma omp task depend(inout: k)
    { k += 1000; lp[i] = k; }
#pragma omp taskwait
    lp[i] += k;
  }
  ok = 1;
  for (int i = 0; i < 64; i++) ok &= lp[i] == 2 * i + 1000;
#pragma omp target map(tofrom: fo)
  tasked(&fo, 5);
  printf("4: loop tasks %d function %d\n", ok, fo);
  fails += !ok || fo != 110;

  /* 5: single with copyprivate: thread 0's values reach every thread;
   * private and firstprivate on single. */
  int got[T], gotd[T], sp = 4, spout = 0;
  double seen[T];
#pragma omp target parallel num_threads(T) map(from: got, gotd, seen) map(tofrom: spout)
  {
    int v = -1, arr[3] = {0, 0, 0};
    double d = 0.5;
#pragma omp single copyprivate(v, d, arr)
    {
      v = 42;
      d = 2.25;
      arr[2] = 7;
    }
    got[omp_get_thread_num()] = v;
    gotd[omp_get_thread_num()] = arr[2];
    seen[omp_get_thread_num()] = d;
#pragma omp single firstprivate(sp)
    {
      sp *= 2;
      spout = sp;
    }
  }
  ok = 1;
  for (int t = 0; t < T; t++) ok &= got[t] == 42 && gotd[t] == 7 && seen[t] == 2.25;
  printf("5: copyprivate %d sp %d %d\n", ok, sp, spout);
  fails += !ok || sp != 4 || spout != 8;
#pragma omp target map(tofrom: sp)
  {
#pragma omp single copyprivate(sp)
    sp += 1;
  }
  printf("5: one-thread copyprivate %d\n", sp);
  fails += sp != 5;

  /* 6: masked filter(expr): a local, a captured variable also used
   * elsewhere in the region, a declare target function's parameter. */
  int mk[4] = {-1, -1, -1, -1}, pick = 5;
#pragma omp target parallel num_threads(T) map(tofrom: mk)
  {
    int half = omp_get_num_threads() / 2;
#pragma omp masked filter(half + 1)
    mk[0] = omp_get_thread_num();
#pragma omp masked filter(pick - 2)
    mk[1] = omp_get_thread_num() + pick * 0;
#pragma omp barrier
    mark_by(&mk[2], T - 1);
  }
  printf("6: masked filter %d %d %d\n", mk[0], mk[1], mk[2]);
  fails += mk[0] != T / 2 + 1 || mk[1] != 3 || mk[2] != (T - 1) * 101;

  /* 7: parallel sections as the whole region of a target construct:
   * a team of three takes four sections, each once; lastprivate from
   * the last, a reduction, firstprivate on the parallel level. */
  int pc[4] = {0}, pw[4], plast = -1, pred = 0, pfp = 3;
#pragma omp target map(tofrom: pc, pw, plast, pred)
#pragma omp parallel sections num_threads(3) lastprivate(plast) reduction(+: pred) firstprivate(pfp)
  {
#pragma omp section
    { pc[0]++; pw[0] = omp_get_thread_num(); plast = 1; pred += 1 + pfp; }
#pragma omp section
    { pc[1]++; pw[1] = omp_get_thread_num(); plast = 2; pred += 2 + pfp; }
#pragma omp section
    { pc[2]++; pw[2] = omp_get_thread_num(); plast = 3; pred += 3; }
#pragma omp section
    { pc[3]++; pw[3] = omp_get_thread_num(); plast = 4; pred += 4; }
  }
  ok = 1;
  for (int s = 0; s < 4; s++) ok &= pc[s] == 1 && pw[s] >= 0 && pw[s] < 3;
  printf("7: parallel sections %d last %d red %d fp %d\n", ok, plast, pred, pfp);
  fails += !ok || plast != 4 || pred != 16 || pfp != 3;

  if (fails) {
    printf("FAIL target_sections (%d)\n", fails);
    return 1;
  }
  printf("PASS target_sections\n");
  return 0;
}
