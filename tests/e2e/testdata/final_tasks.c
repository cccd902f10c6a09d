/* omp_in_final() in target regions: 1 in a task whose final clause held
 * where the construct was met and in every task nested in one (its
 * included tasks are final too), in the tasks of a taskloop with a true
 * final clause, 0 elsewhere (the region itself, final(0), if(0), a task
 * of a task that is not final). Run for a condition false and true, in
 * a target region and in each thread of a target parallel region, and in
 * a parallel region nested in a final task (not final). The
 * host first runs a parallel region: before the host program has been
 * parallel, clang-19's runtime answers 0 in final tasks
 * (docs/difftest.md). */
#include <omp.h>
#include <stdio.h>

#define LIM 3
enum { NR = 7, NL = 8, T = 3 };

static int bad;

static void expect(const char *what, const int *got, const int *want, int n) {
  int ok = 1;
  printf("%s:", what);
  for (int i = 0; i < n; i++) {
    printf(" %d", got[i]);
    ok = ok && got[i] == want[i];
  }
  printf("%s\n", ok ? "" : " WRONG");
  bad += !ok;
}

int main(void) {
  int warm = 0;
#pragma omp parallel num_threads(2) reduction(+: warm)
  warm += 1;
  for (int n = 1; n <= 4; n += 3) {
    int r[NR], lp[NL], par[T][2];
    int fin = n > LIM;
#pragma omp target map(from: r, lp)
    {
      r[0] = omp_in_final();
#pragma omp task final(n > LIM) shared(r)
      {
        r[1] = omp_in_final();
#pragma omp task shared(r)
        r[2] = omp_in_final();
#pragma omp task final(1) shared(r)
        r[3] = omp_in_final();
      }
#pragma omp task final(0) shared(r)
      r[4] = omp_in_final();
#pragma omp task if(0) shared(r)
      r[5] = omp_in_final();
      r[6] = omp_in_final();
#pragma omp taskloop final(n > LIM) num_tasks(2) shared(lp)
      for (int i = 0; i < NL; i++) lp[i] = omp_in_final();
    }
#pragma omp target parallel num_threads(T) map(from: par)
    {
      int t = omp_get_thread_num();
      par[t][0] = omp_in_final();
#pragma omp task final(t + n > 2) shared(par) firstprivate(t)
      par[t][1] = omp_in_final();
    }
    int wr[NR] = {0, fin, fin, 1, 0, 0, 0}, wl[NL], got[2 * T], wp[2 * T];
    for (int i = 0; i < NL; i++) wl[i] = fin;
    for (int t = 0; t < T; t++) {
      got[2 * t] = par[t][0];
      got[2 * t + 1] = par[t][1];
      wp[2 * t] = 0;
      wp[2 * t + 1] = t + n > 2;
    }
    printf("n %d\n", n);
    expect("  tasks", r, wr, NR);
    expect("  taskloop", lp, wl, NL);
    expect("  target parallel (thread, task)", got, wp, 2 * T);
  }
  /* The implicit task of a parallel region nested in a final task is
   * not final. */
  int nest[T][2];
#pragma omp target parallel num_threads(T) map(from: nest)
  {
    int t = omp_get_thread_num();
#pragma omp task final(1) shared(nest) firstprivate(t)
    {
      nest[t][0] = omp_in_final();
#pragma omp parallel
      nest[t][1] = omp_in_final() * 10 + omp_get_level();
    }
  }
  int gotn[2 * T], wantn[2 * T];
  for (int t = 0; t < T; t++) {
    gotn[2 * t] = nest[t][0];
    gotn[2 * t + 1] = nest[t][1];
    wantn[2 * t] = 1;
    wantn[2 * t + 1] = 2;
  }
  expect("nested parallel region in a final task (task, region)", gotn, wantn, 2 * T);
  if (bad || warm != 2) {
    printf("FAIL final_tasks: %d\n", bad);
    return 1;
  }
  printf("PASS final_tasks\n");
  return 0;
}
