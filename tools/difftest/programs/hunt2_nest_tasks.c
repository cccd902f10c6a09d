/* Written by hand for tools/difftest -file (docs/difftest.md): lastprivate on a combined construct, shadowed names in target regions, collapse with lastprivate of both loop variables, sections with firstprivate and reduction, masked filter(1), tasks with depend, if(0) and final, a reduction into a declare target global in a nested parallel for. */
#include <omp.h>
#include <stdio.h>
int x = 1000;
#pragma omp declare target to(x)
int main(void) {
  int fl = 7, a[20];
  /* firstprivate and lastprivate of one item */
#pragma omp target teams distribute parallel for lastprivate(fl) map(tofrom: fl, a) num_teams(2)
  for (int i = 0; i < 20; i++) { fl = i * 2; a[i] = fl + i; }
  printf("1: fl %d a0 %d a19 %d\n", fl, a[0], a[19]);
  /* a region variable shadowing a mapped one, and a global shadowed */
  int s = 3, r1 = 0, r2 = 0;
#pragma omp target map(tofrom: s, r1, r2)
  {
    int x = 5;
    {
      int s = 40;
      r1 = s + x;
    }
    s += 1;
#pragma omp parallel num_threads(2)
    {
      int s = omp_get_thread_num();
      if (s == 0) r2 = s + x;
    }
  }
  printf("2: %d %d %d\n", s, r1, r2);
  /* collapse with lastprivate of both loop variables */
  int i, j, cnt = 0;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(i, j) map(tofrom: i, j) reduction(+: cnt)
  for (i = 0; i < 4; i++) for (j = 0; j < 5; j++) cnt++;
  printf("3: i %d j %d cnt %d\n", i, j, cnt);
  /* sections with firstprivate and reduction; masked filter(1); tasks with depend, if(0), final */
  int sf = 10, sr = 0, mk = -1, dep = 0, fin = -1, nthr = 0, order[3] = {0, 0, 0};
#pragma omp target parallel num_threads(2) map(tofrom: sr, mk, dep, fin, nthr, order) map(to: sf)
  {
#pragma omp sections firstprivate(sf) reduction(+: sr)
    {
#pragma omp section
      { sf += 1; sr += sf; }
#pragma omp section
      { sf += 2; sr += sf; }
    }
#pragma omp masked filter(1)
    mk = omp_get_thread_num();
#pragma omp single
    {
      nthr = omp_get_num_threads();
      int v = 0;
#pragma omp task depend(out: v) shared(v, order)
      { v = 1; order[0] = 1; }
#pragma omp task depend(inout: v) shared(v, order)
      { v *= 10; order[1] = order[0] + 1; }
#pragma omp task depend(in: v) shared(v, dep, order)
      { dep = v; order[2] = order[1] + 1; }
#pragma omp taskwait
#pragma omp task if(0) shared(fin)
      fin = omp_in_final();
#pragma omp task final(1) shared(fin)
      {
        fin += 10 * omp_in_final();
      }
#pragma omp taskwait
    }
  }
  printf("4: sr %d mk %d dep %d fin %d order %d %d %d\n", sr, nthr > 1 ? mk : 1, dep, fin, order[0], order[1], order[2]);
  /* the declare target global, written through a parallel loop with a reduction into it */
#pragma omp target
  {
#pragma omp parallel for reduction(+: x) num_threads(2)
    for (int q = 0; q < 10; q++) x += q;
  }
#pragma omp target update from(x)
  printf("5: x %d\n", x);
  return 0;
}
