/* More sections and tasks in target regions: a generic region (code
 * beside a parallel loop) with sections and tasks in the code thread 0
 * runs and tasks in the loop's body; nested tasks; firstprivate and
 * lastprivate on one variable; min and max reductions over sections;
 * single nowait with private in a declare target function. */
#include <stdio.h>
#include <omp.h>
#define N 64

#pragma omp declare target
int fsingle(int *out, int base) {
  int tmp = 1;
#pragma omp single nowait private(tmp)
  {
    tmp = base + 5;
    *out = tmp;
  }
  return base + tmp;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;

  /* 1: generic region */
  int a[N], cnt[3] = {0}, got = 0, lt = 0;
#pragma omp target map(tofrom: a, cnt, got, lt)
  {
    int base = 3, t = 0;
#pragma omp sections
    {
#pragma omp section
      cnt[0]++;
#pragma omp section
      { cnt[1]++; base += 1; }
    }
#pragma omp task
    { base += 100; t = 1; }
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
      int k = i;
#pragma omp task
      { k *= 2; a[i] = k + base; }
#pragma omp taskwait
      a[i] += k;
    }
    got = base * 10 + t;
#pragma omp task firstprivate(base) shared(lt)
    lt = base;
  }
  int ok = cnt[0] == 1 && cnt[1] == 1;
  for (int i = 0; i < N; i++) ok &= a[i] == 3 * i + 4;
  printf("1: generic %d got %d lt %d\n", ok, got, lt);
  fails += !ok || got != 40 || lt != 4;

  /* 2: nested tasks and taskgroups */
  int depth[4] = {0}, z = 0;
#pragma omp target parallel num_threads(4) map(tofrom: depth, z)
  {
#pragma omp single
    {
      int v = 1;
#pragma omp taskgroup
      {
#pragma omp task firstprivate(v)
        {
          v += 10;
#pragma omp atomic
          depth[0] += v;
#pragma omp task
          {
            v += 100;
#pragma omp atomic
            depth[1] += v;
          }
#pragma omp atomic
          depth[2] += v;
        }
      }
      depth[3] = v;
    }
#pragma omp atomic
    z += 1;
  }
  printf("2: nested %d %d %d %d z %d\n", depth[0], depth[1], depth[2], depth[3], z);
  fails += depth[0] != 11 || depth[1] != 111 || depth[2] != 11 || depth[3] != 1 || z != 4;

  /* 3: firstprivate and lastprivate on one variable; min and max and a
   * double sum over sections. A thread may run several sections on its
   * copies (which is the runtime's choice), so each section updates
   * them in a way that gives the same results either way. */
  int fl = 5, mn = 1000, mx = -1000;
  double ds = 0.5;
#pragma omp target parallel num_threads(3) map(tofrom: fl, mn, mx, ds)
  {
#pragma omp sections firstprivate(fl) lastprivate(fl) reduction(min: mn) reduction(max: mx) reduction(+: ds)
    {
#pragma omp section
      { mn = mn < 7 ? mn : 7; mx = mx > 7 ? mx : 7; ds += 0.25; }
#pragma omp section
      { mn = mn < -3 ? mn : -3; mx = mx > 2 ? mx : 2; ds += 0.5; }
#pragma omp section
      { mn = mn < 4 ? mn : 4; mx = mx > 40 ? mx : 40; fl += 10; ds += 1.0; }
#pragma omp section
      { mn = mn < 9 ? mn : 9; mx = mx > 9 ? mx : 9; fl = fl % 10 + 100; }
    }
  }
  printf("3: fl %d min %d max %d ds %.2f\n", fl, mn, mx, ds);
  fails += fl != 105 || mn != -3 || mx != 40 || ds != 2.25;

  /* 4: single nowait private in a declare target function */
  int o1 = 0, r1 = 0;
#pragma omp target map(tofrom: o1, r1)
  r1 = fsingle(&o1, 20);
  printf("4: function single %d %d\n", o1, r1);
  fails += o1 != 25 || r1 != 21;

  /* 5: a task in a generic region's parallel loop shares what is
   * declared beside the loop and the region's firstprivate scalars (the
   * parallel region shares them), and copies the loop's own variables. */
  int b5[N] = {0}, res5 = 0, z5 = 1;
#pragma omp target map(tofrom: b5, res5) firstprivate(z5)
  {
    int s = 0;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
      int k = i;
#pragma omp task
      {
        k += 1000;
#pragma omp atomic
        s += 10;
#pragma omp atomic
        z5 += 100;
        b5[i] = i + 1;
      }
#pragma omp taskwait
      b5[i] += k;
    }
    res5 = s * 100000 + z5;
  }
  ok = 1;
  for (int i = 0; i < N; i++) ok &= b5[i] == 2 * i + 1;
  printf("5: generic loop tasks %d res %d\n", ok, res5);
  fails += !ok || res5 != 10 * N * 100000 + 1 + 100 * N;

  /* 6: sections and single firstprivate between the loops of a
   * parallel block in a generic region: each section once, after the
   * first loop's writes and before the second loop's reads. */
  int c6[N], sec6[3] = {0}, sum6 = 0, fp6 = 9, out6 = 0;
#pragma omp target map(tofrom: c6, sec6, sum6, out6) firstprivate(fp6)
  {
    int extra = 0;
#pragma omp parallel num_threads(8)
    {
#pragma omp for
      for (int i = 0; i < N; i++) c6[i] = i;
#pragma omp sections lastprivate(extra) reduction(+: sum6)
      {
#pragma omp section
        { sec6[0]++; sum6 += c6[N - 1]; extra = 1; }
#pragma omp section
        { sec6[1]++; sum6 += c6[1]; extra = 2; }
#pragma omp section
        { sec6[2]++; sum6 += 8; extra = 3; }
      }
#pragma omp single firstprivate(fp6)
      {
        fp6 += 1;
        out6 = fp6;
      }
#pragma omp for
      for (int i = 0; i < N; i++) c6[i] += sec6[0] + sec6[1] + sec6[2];
    }
    out6 = out6 * 100 + extra * 10 + fp6;
  }
  ok = sec6[0] == 1 && sec6[1] == 1 && sec6[2] == 1;
  for (int i = 0; i < N; i++) ok &= c6[i] == i + 3;
  printf("6: parallel block sections %d sum %d out %d\n", ok, sum6, out6);
  fails += !ok || sum6 != N - 1 + 1 + 8 || out6 != 1000 + 30 + 9;

  /* 7: taskloop: each iteration once; explicitly shared data written,
   * firstprivate copies (a mapped array too, in a plain target region)
   * lost after the loop; continue in the body. */
  int a7[100] = {0}, b7[4] = {0}, cnt7 = 0, x7 = 5, res7 = 0;
#pragma omp target map(tofrom: a7, b7, cnt7, res7)
  {
    int loc = 7;
#pragma omp taskloop shared(cnt7, a7) firstprivate(loc)
    for (int i = 0; i < 100; i++) {
      a7[i] = i + x7;
      b7[i % 4] = 1;
      loc += i;
      x7 += 1;
      if (i % 3 == 0)
        continue;
#pragma omp atomic
      cnt7++;
    }
    res7 = loc * 1000 + x7;
  }
  ok = b7[0] + b7[1] + b7[2] + b7[3] == 0;
  for (int i = 0; i < 100; i++) ok &= a7[i] >= i + 5;
  printf("7: taskloop %d cnt %d res %d a %d\n", ok, cnt7, res7, a7[0]);
  fails += !ok || cnt7 != 66 || res7 != 7005 || a7[0] != 5;

  if (fails) {
    printf("FAIL target_tasks (%d)\n", fails);
    return 1;
  }
  printf("PASS target_tasks\n");
  return 0;
}
