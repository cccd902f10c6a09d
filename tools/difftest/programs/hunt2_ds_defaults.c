/* Written by hand for tools/difftest -file (docs/difftest.md): default(none) on a combined construct, default(shared) on teams with default(none) on its parallel, private structs in parallel, lastprivate(conditional:) on a nested for, firstprivate at teams with private at distribute, variables of a target region shared by its parallel regions. */
#include <omp.h>
#include <stdio.h>
#include <string.h>
typedef struct { int a; int b[2]; } S;
int main(void) {
  int n = 32, x[32], y[32], k = 3;
  for (int i = 0; i < n; i++) { x[i] = i; y[i] = 0; }
  /* default(none) on a combined construct with every item listed */
#pragma omp target teams distribute parallel for default(none) shared(x, y) firstprivate(k, n) map(tofrom: x, y) num_teams(2)
  for (int i = 0; i < n; i++) y[i] = x[i] * k;
  printf("1: %d %d\n", y[1], y[31]);
  /* default(shared) on teams, default(none) on the nested parallel */
  int tot = 0;
#pragma omp target teams num_teams(1) default(shared) map(tofrom: tot, y)
  {
    int local = 2;
#pragma omp parallel default(none) shared(tot, y, local) num_threads(2)
    {
#pragma omp for reduction(+: tot)
      for (int i = 0; i < 32; i++) tot += y[i] * local;
    }
  }
  printf("2: %d\n", tot);
  /* private struct in parallel; lastprivate(conditional:) on a nested for */
  S ps = {1, {2, 3}};
  int cond = -1, out[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: cond, out) firstprivate(ps)
  {
#pragma omp parallel num_threads(2) private(ps)
    {
      ps.a = omp_get_thread_num(); ps.b[0] = 10; ps.b[1] = 20;
      out[ps.a] = ps.a + ps.b[0] + ps.b[1];
#pragma omp for lastprivate(conditional: cond)
      for (int i = 0; i < 32; i++) if (i % 7 == 3) cond = i;
    }
    out[3] = ps.a * 100 + ps.b[1];
  }
  printf("3: %d %d %d cond %d ps %d\n", out[0], out[1] == 0 || out[1] == 31, out[3], cond, ps.a);
  /* firstprivate at teams, private at distribute, shared default at parallel of an enclosing mapped variable */
  int fpt = 5, tt[4] = {0, 0, 0, 0}, cnt = 0;
#pragma omp target teams num_teams(2) firstprivate(fpt) map(tofrom: tt) reduction(+: cnt)
  {
    fpt += omp_get_team_num();
#pragma omp distribute parallel for private(fpt) reduction(+: cnt)
    for (int i = 0; i < 10; i++) { fpt = i; cnt += fpt; }
    tt[omp_get_team_num()] = fpt;
  }
  printf("4: tt0 %d cnt %d\n", tt[0], cnt);
  /* variable declared inside the target region before a parallel: shared by its threads */
  int res = 0;
#pragma omp target map(tofrom: res)
  {
    int acc = 0;
#pragma omp parallel num_threads(3)
    {
#pragma omp atomic
      acc += 2;
    }
    int inner_loop_sum = 0;
#pragma omp parallel for reduction(+: inner_loop_sum) num_threads(3)
    for (int i = 0; i < 9; i++) inner_loop_sum += i;
    res = (acc % 2 == 0 && acc >= 2) * 1000 + inner_loop_sum;
  }
  printf("5: %d\n", res);
  return 0;
}
