/* a teams region with code between two distribute loops and a
 * parallel region, each team's values checked through per-team slots
 * indexed by omp_get_team_num. */
#include <omp.h>
#include <stdio.h>
#define NT 4
#define N 48

int main(void) {
  int a[N], b[N], first[NT], second[NT], par[NT];
  for (int t = 0; t < NT; t++) first[t] = second[t] = par[t] = 0;
#pragma omp target teams num_teams(NT) thread_limit(8) map(from: a, b) map(tofrom: first, second, par)
  {
    int tm = omp_get_team_num();
    int mine = 0;
#pragma omp distribute
    for (int i = 0; i < N; i++) { a[i] = i * i; mine++; }
    first[tm] = mine;
#pragma omp distribute parallel for
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
    second[tm] = 1;
#pragma omp parallel num_threads(4)
    {
#pragma omp atomic
      par[tm] += 1;
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += b[i];
  int f = 0, sec = 0, pp = 1;
  for (int t = 0; t < NT; t++) { f += first[t]; sec += second[t]; if (second[t] && par[t] < 1) pp = 0; }
  printf("s %ld f %d sec>0 %d pp %d\n", s, f, sec > 0, pp);
  return 0;
}
