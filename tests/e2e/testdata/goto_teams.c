/* goto in the code of a teams region beside a distribute loop (each
   team's initial thread runs it), in the distribute loop's body and in
   a nested parallel region. Checked against host loops. */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int b[32], n = 32, t[4] = {0};
  for (int i = 0; i < n; i++) b[i] = i;
  #pragma omp target teams num_teams(2) map(tofrom: b, t)
  {
    int me = omp_get_team_num(), w = 0;
    if (me > 1) goto out;
  more:
    w += me + 1;
    if (w < 10) goto more;
    t[me] = w;
  out:;
    #pragma omp distribute
    for (int i = 0; i < n; i++) {
      if (i % 4 == 1) goto nx;
      b[i] += 1;
    nx:;
    }
  }
  #pragma omp target parallel num_threads(2) map(tofrom: b)
  {
    #pragma omp parallel
    {
      int k = 0;
    up:
      if (k < 2) { k++; goto up; }
      #pragma omp atomic
      b[0] += k;
    }
  }
  printf("%d %d %d %d\n", t[0], t[1], t[2], t[3]);
  for (int i = 0; i < n; i++) printf("%d ", b[i]);
  printf("\n");
  int ok = t[0] == 10 && t[1] == 10 && b[0] == 5;
  for (int i = 1; i < n; i++) ok = ok && b[i] == i + (i % 4 != 1);
  if (!ok) {
    printf("FAIL goto_teams\n");
    return 1;
  }
  printf("PASS goto_teams\n");
  return 0;
}
