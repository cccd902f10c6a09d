/* Labels in the body of a parallel loop with an if clause beside other
   code in a target region, for either value of the condition: the walk
   of the whole team and the walk thread 0 runs alone each have the
   labels (a reduction, a backward goto, a teams region). */
#include <stdio.h>
#include <omp.h>
int main(void) {
  int n = 48, ok = 1;
  for (int c = 0; c < 2; c++) {
    int a[48], b[48], s = 0, nt = -1;
    for (int i = 0; i < n; i++) a[i] = (i % 5) - 2, b[i] = 0;
    #pragma omp target map(tofrom: a, b, s, nt)
    {
      a[0] = 7;
      #pragma omp parallel for if(c) reduction(+: s)
      for (int i = 1; i < n; i++) {
        int v = a[i];
        if (v < 0) goto neg;
        s += v;
        continue;
      neg:
        s -= 2 * v;
        if (i == 1) nt = omp_get_num_threads() > 1;
      }
      #pragma omp parallel for if(c + 1 > 1)
      for (int i = 0; i < n; i++) {
        int k = i;
      again:
        if (k >= 10) { k -= 10; goto again; }
        b[i] = k;
      }
      b[0] += a[0];
    }
    int hs = 0, hb0 = 0;
    for (int i = 1; i < n; i++) hs += a[i] < 0 ? -2 * a[i] : a[i];
    hb0 = 7;
    for (int i = 1; i < n; i++) ok = ok && b[i] == i % 10;
    ok = ok && s == hs && b[0] == hb0;
    printf("c %d s %d b0 %d b17 %d\n", c, s, b[0], b[17]);
    if (c == 0 && nt != 0) ok = 0;
  }
  int t[4] = {0, 0, 0, 0};
  #pragma omp target teams num_teams(1) map(tofrom: t)
  {
    int base = 3;
    #pragma omp parallel for if(base > 5)
    for (int i = 0; i < 4; i++) {
      if (i % 2) goto odd;
      t[i] = base;
      continue;
    odd:
      t[i] = -base;
    }
    t[0] += 100;
  }
  printf("t %d %d %d %d\n", t[0], t[1], t[2], t[3]);
  ok = ok && t[0] == 103 && t[1] == -3 && t[2] == 3 && t[3] == -3;
  if (!ok) {
    printf("FAIL goto_generic_if\n");
    return 1;
  }
  printf("PASS goto_generic_if\n");
  return 0;
}
