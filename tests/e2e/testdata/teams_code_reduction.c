/* Reductions on teams constructs whose region is code without loops:
 * each team's copy starts at the operator's identity, the team's code
 * updates it, and the copies are combined into the variable at the end. */
#include <stdio.h>
#include <omp.h>

int main(void) {
  int s = 0, nt = 0;
  double m = 1.0;
  long p = 1;
#pragma omp target teams num_teams(4) reduction(+: s) reduction(max: m) reduction(*: p) map(tofrom: s, nt, m, p)
  {
    int t = omp_get_team_num();
    s += t + 1;
    if (t == 0) nt = omp_get_num_teams();
    m = m > t * 1.5 ? m : t * 1.5;
    p *= 2;
  }
  int want_s = nt * (nt + 1) / 2;
  double want_m = (nt - 1) * 1.5 > 1.0 ? (nt - 1) * 1.5 : 1.0;
  int ok1 = nt >= 1 && nt <= 4 && s == want_s && m == want_m && p == (1L << nt);
  printf("combined: %s\n", ok1 ? "ok" : "wrong");

  /* The nested spelling: the reduction is the teams level's; the target
   * construct maps the variable, so the result reaches the host. */
  int c = 10, teams = 0;
#pragma omp target map(tofrom: c, teams)
#pragma omp teams num_teams(3) reduction(+: c)
  {
    c += 2;
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
  }
  int ok2 = teams >= 1 && teams <= 3 && c == 10 + 2 * teams;
  printf("nested: %s\n", ok2 ? "ok" : "wrong");

  /* No num_teams: one team runs the code, as for a teams region of code
   * without a reduction. */
  int u = 5;
#pragma omp target teams reduction(+: u)
  { u += 1; }
  printf("one team: %d\n", u);

  int ok = ok1 && ok2 && u == 6;
  printf("%s teams_code_reduction\n", ok ? "PASS" : "FAIL");
  return !ok;
}
