/* taskloop in target regions over loop variables declared before their
 * loops: the loop variable is private to the tasks, so the original
 * keeps its value after the construct, unless it is lastprivate, when
 * it gets the value after the sequentially last iteration (none after a
 * loop without iterations). */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int fails = 0;
  int lp = -1, lj = -1, pk = -1, s = 0, z = -1, acc[15] = {0};
#pragma omp target map(tofrom: lp, lj, pk, s, z, acc)
#pragma omp parallel num_threads(2)
#pragma omp masked
  {
    int i = 100, j = 200, k = 300, m = 400;
#pragma omp taskloop lastprivate(i, j) collapse(2) num_tasks(3)
    for (i = 0; i < 5; i++)
      for (j = 0; j < 3; j++) {
#pragma omp atomic
        acc[i * 3 + j] += i * 10 + j + 1;
      }
    lp = i; lj = j;
#pragma omp taskloop grainsize(2) reduction(+: s)
    for (k = 10; k > 0; k -= 3) s += k;
    pk = k;
#pragma omp taskloop lastprivate(m)
    for (m = 0; m < 0; m++) s += 1000;
    z = m;
  }
  printf("lastprivate i %d j %d, private k %d, sum %d, zero-trip m %d\n", lp, lj, pk, s, z);
  fails += lp != 5 || lj != 3 || pk != 300 || s != 22 || z != 400;
  for (int q = 0; q < 15; q++) fails += acc[q] != (q / 3) * 10 + q % 3 + 1;

  int u = 50, w = 0;
#pragma omp target map(tofrom: u, w)
  {
#pragma omp taskloop shared(w) num_tasks(2)
    for (u = 0; u < 10; u += 2) {
#pragma omp atomic
      w += u;
    }
  }
  printf("private u %d, sum %d\n", u, w);
  fails += u != 50 || w != 20;

  if (fails == 0) printf("PASS taskloop_outer_index\n");
  return fails != 0;
}
