/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): every region with if(0): generic region, teams
 * reductions, lastprivate, linear, collapse with schedules, firstprivate
 * array, target data if(0), routines in the fallback.
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 300
int main(void) {
  int nd = 0;
  int a[N]; long s = 0;
  for (int i = 0; i < N; i++) a[i] = i % 17;
  /* generic region on the host */
  int base = 3;
  #pragma omp target if(nd) map(tofrom: a, s) firstprivate(base)
  {
    int off = base + 1;
    #pragma omp parallel for num_threads(4)
    for (int i = 0; i < N; i++) a[i] += off;
    s = a[0];
    #pragma omp parallel for num_threads(4) reduction(+: s)
    for (int i = 0; i < N; i++) s += a[i];
    base = 99;
  }
  printf("s %ld base %d\n", s, base);
  /* teams reduction, fallback */
  long t = 1;
  #pragma omp target teams if(nd) reduction(+: t) num_teams(3)
  #pragma omp distribute parallel for reduction(+: t)
  for (int i = 0; i < N; i++) t += a[i];
  printf("t %ld\n", t);
  long t2 = 1;
  #pragma omp target if(nd) map(tofrom: t2)
  #pragma omp teams reduction(+: t2) num_teams(3)
  #pragma omp distribute
  for (int i = 0; i < N; i++) t2 += a[i];
  printf("t2 %ld\n", t2);
  /* lastprivate and linear fallback */
  int lp = -1; long ln = 10;
  #pragma omp target parallel for if(nd) lastprivate(lp) map(tofrom: lp) schedule(static, 4)
  for (int i = 0; i < N; i++) lp = a[i] * 2;
  #pragma omp target parallel for if(nd) linear(ln: 3) map(tofrom: ln)
  for (int i = 0; i < N; i++) a[i] += (int)(ln % 5);
  printf("lp %d ln %ld a[7] %d\n", lp, ln, a[7]);
  /* collapse + schedule fallback */
  static int g[20][30];
  #pragma omp target teams distribute parallel for collapse(2) if(nd) map(tofrom: g) schedule(guided, 3) dist_schedule(static, 7)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 30; j++) g[i][j] = i * j;
  long gs = 0; for (int i = 0; i < 20; i++) for (int j = 0; j < 30; j++) gs += g[i][j];
  printf("gs %ld\n", gs);
  /* firstprivate array fallback */
  int coef[3] = {1, 2, 3};
  #pragma omp target teams distribute parallel for firstprivate(coef) if(nd) map(tofrom: a)
  for (int i = 0; i < N; i++) { coef[i % 3] += 0; a[i] = coef[i % 3] * a[i]; }
  long as = 0; for (int i = 0; i < N; i++) as += a[i];
  printf("as %ld\n", as);
  /* target data if(0) around regions */
  int *p = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) p[i] = i;
  #pragma omp target data map(tofrom: p[0:N]) if(nd)
  {
    #pragma omp target teams distribute parallel for map(tofrom: p[0:N])
    for (int i = 0; i < N; i++) p[i] *= 2;
    #pragma omp target update from(p[0:N])
    p[1] = 777;
  }
  printf("p %d %d %d\n", p[0], p[1], p[N - 1]);
  /* routines in the fallback */
  int lvl = -1, init = -1, nt = -1;
  #pragma omp target parallel if(nd) num_threads(1) map(tofrom: lvl, init, nt)
  { lvl = omp_get_level(); init = omp_is_initial_device(); nt = omp_get_num_threads(); }
  printf("lvl %d init %d nt %d\n", lvl, init, nt);
  int tl = -1, tn = -1;
  #pragma omp target teams distribute if(nd) map(tofrom: tl, tn) num_teams(1)
  for (int i = 0; i < 1; i++) { tl = omp_get_level(); tn = omp_get_num_teams(); }
  printf("tl %d tn %d\n", tl, tn);
  return 0;
}
