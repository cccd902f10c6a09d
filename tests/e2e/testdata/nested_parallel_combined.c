/* parallel masked, parallel master and parallel sections nested in the
 * parallel region of a target region, and in declare target functions
 * called there. The nested parallel region is inactive (one thread per
 * enclosing thread, one level deeper), so each enclosing thread runs the
 * masked (filter 0) and master blocks and every section once, with the
 * parallel construct's copies and the sections' lastprivate and
 * reduction; a masked filter other than 0 names no thread of the team.
 * The same constructs written apart on one statement run alike.
 * Every value is recomputed on the host. */
#include <stdio.h>
#include <omp.h>
#define N 4

#pragma omp declare target
/* Called in a parallel region: each call runs the blocks once. */
void fn_masked(int *out, int t) {
#pragma omp parallel masked
  out[t] += 1 + 10 * omp_get_level() + 100 * omp_get_num_threads() + 1000 * omp_get_thread_num();
#pragma omp parallel masked filter(2)
  out[t] += 50000;
#pragma omp parallel master firstprivate(t)
  {
    t += 1;
    out[t - 1] += 10000 * t;
  }
}

/* Its values do not depend on the team's size: where the enclosing
 * region is itself inactive (a team of one), clang-19 on the host
 * plugin may make this region active. */
int fn_sections(int t) {
  int x = -1, s = 0;
#pragma omp parallel sections lastprivate(x) reduction(+: s) num_threads(3)
  {
#pragma omp section
    { x = t; s += 1; }
#pragma omp section
    { x = 2 * t; s += 10 * omp_get_level(); }
  }
  return x * 1000 + s;
}
#pragma omp end declare target

/* 1: in a target parallel region, with code around them. */
static int in_target_parallel(void) {
  int msk[N], none[N], mst[N], sec[N], red[N], cnt = 0, T = 0;
#pragma omp target parallel num_threads(N) map(tofrom: msk, none, mst, sec, red, cnt, T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      T = omp_get_num_threads();
    int x = -1, s = 5, f = 7;
    msk[t] = 0;
    none[t] = 0;
#pragma omp parallel masked firstprivate(f)
    {
      f += 1;
      msk[t] = f + 10 * omp_get_level() + 100 * omp_get_num_threads() + 1000 * omp_get_thread_num() + 10000 * omp_get_ancestor_thread_num(1);
    }
#pragma omp parallel masked filter(1)
    none[t] = 1;
    /* The same constructs spelled apart on one statement. */
#pragma omp parallel
#pragma omp masked filter(1)
    none[t] += 2;
#pragma omp parallel firstprivate(f)
#pragma omp single
    {
      f += 10;
      none[t] -= f;
    }
#pragma omp parallel
#pragma omp masked
    none[t] += 17;
#pragma omp parallel master private(f)
    {
      f = t;
      mst[t] = f * 3 + omp_get_team_size(2);
    }
#pragma omp parallel sections lastprivate(x) reduction(+: s)
    {
#pragma omp section
      { x = 1; s += t; }
#pragma omp section
      { x = 2 + omp_get_thread_num(); s += 100; }
#pragma omp section
      {
#pragma omp atomic
        cnt++;
      }
    }
    int fl = 5 + t;
#pragma omp parallel sections firstprivate(fl) lastprivate(fl)
    {
#pragma omp section
      fl += 1;
#pragma omp section
      fl *= 2;
    }
    sec[t] = x + 100 * fl;
    red[t] = s + f;
  }
  int bad = 0;
  for (int t = 0; t < T; t++) {
    int ok = msk[t] == 8 + 20 + 100 + 10000 * t && none[t] == 0 && mst[t] == 3 * t + 1 && sec[t] == 2 + 100 * 2 * (6 + t) && red[t] == 5 + t + 100 + 7;
    bad += !ok;
  }
  bad += cnt != T || T < 1;
  printf("1: target parallel=%d\n", bad == 0);
  return bad;
}

/* 2: as all of the region of target parallel (in braces), and in the
 * body of a parallel loop. */
static int whole_and_loop(void) {
  int w[N], body[16], runs = 0, T = 0;
#pragma omp target parallel num_threads(N) map(tofrom: w, runs, T)
  {
#pragma omp parallel master
    {
      int a = omp_get_ancestor_thread_num(1);
      w[a] = 1 + omp_get_level();
#pragma omp atomic
      runs++;
      if (a == 0)
        T = omp_get_team_size(1);
    }
  }
#pragma omp target teams distribute parallel for num_teams(2) map(tofrom: body)
  for (int i = 0; i < 16; i++) {
    int s = 0;
#pragma omp parallel sections reduction(+: s)
    {
#pragma omp section
      s += i;
#pragma omp section
      s += 100 * omp_get_level();
    }
    body[i] = s;
  }
  int bad = runs != T || T < 1;
  for (int t = 0; t < T; t++)
    bad += w[t] != 3;
  for (int i = 0; i < 16; i++)
    bad += body[i] != i + 200;
  printf("2: whole_and_loop=%d\n", bad == 0);
  return bad;
}

/* 3: in a parallel region of code beside other code of a generic
 * region, whose loops are shared out. */
static int generic(void) {
  int a[32], per[N], T = 0, base = 0;
#pragma omp target map(tofrom: a, per, T, base)
  {
    base = 3;
#pragma omp parallel num_threads(N)
    {
      int t = omp_get_thread_num();
      if (t == 0)
        T = omp_get_num_threads();
      int y = 0;
#pragma omp parallel sections lastprivate(y)
      {
#pragma omp section
        y = base + t;
#pragma omp section
        y += 10 * omp_get_level();
      }
#pragma omp parallel masked
      per[t] = y;
#pragma omp for
      for (int i = 0; i < 32; i++)
        a[i] = i + base;
    }
    base = 4;
  }
  int bad = T < 1 || base != 4;
  for (int t = 0; t < T; t++)
    bad += per[t] != 3 + t + 20;
  for (int i = 0; i < 32; i++)
    bad += a[i] != i + 3;
  printf("3: generic=%d\n", bad == 0);
  return bad;
}

/* 4: in declare target functions called in parallel regions. */
static int functions(void) {
  int out[N], sr[N], T = 0;
#pragma omp target parallel num_threads(N) map(tofrom: out, sr, T)
  {
    int t = omp_get_thread_num();
    if (t == 0)
      T = omp_get_num_threads();
    out[t] = 0;
    fn_masked(out, t);
    sr[t] = fn_sections(t);
  }
  int bad = T < 1;
  for (int t = 0; t < T; t++) {
    /* level 2 in the function's region: 1 + 20 + 100, master adds
     * 10000 * (t + 1); sections: x = 2t, s = 1 + 20. */
    bad += out[t] != 121 + 10000 * (t + 1);
    bad += sr[t] != 2 * t * 1000 + 21;
  }
  int lp[8];
#pragma omp target teams distribute parallel for num_teams(2) map(tofrom: lp)
  for (int i = 0; i < 8; i++)
    lp[i] = fn_sections(i);
  for (int i = 0; i < 8; i++)
    bad += lp[i] != 2 * i * 1000 + 21;
  printf("4: functions=%d\n", bad == 0);
  return bad;
}

int main(void) {
  int fails = in_target_parallel() + whole_and_loop() + generic() + functions();
  if (fails) {
    printf("FAIL nested_parallel_combined\n");
    return 1;
  }
  printf("PASS nested_parallel_combined\n");
  return 0;
}
