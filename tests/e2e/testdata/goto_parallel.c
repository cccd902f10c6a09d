/* goto in the sequential code of a generic region (thread 0's, with
   the labels in it), in the bodies of its parallel loop and of a
   worksharing loop of a parallel region, in a parallel region's code
   and in a single construct. Results checked against host loops. */
#include <omp.h>
#include <stdio.h>
int main(void) {
  int a[64], n = 64, s = 0, t = 0;
  for (int i = 0; i < n; i++) a[i] = i;
  #pragma omp target map(tofrom: a, s, t)
  {
    int base = 3;
    if (a[0] == 0) goto skipinit;
    base = 5;
  skipinit:
    t = base;
    #pragma omp parallel for reduction(+: s)
    for (int i = 0; i < n; i++) {
      if (i % 4 == 0) goto cont;
      s += a[i] * base;
    cont:;
    }
    {
      int q = 0;
    retry:
      q++;
      if (q < 4) goto retry;
      t += q;
    }
  }
  printf("s %d t %d\n", s, t);
  int hs = 0;
  for (int i = 0; i < n; i++)
    if (i % 4 != 0) hs += i * 3;
  int ok = s == hs && t == 7;
  s = hs = 0;
  #pragma omp target parallel map(tofrom: a, s) num_threads(8)
  {
    int me = 0;
    #pragma omp for reduction(+: s)
    for (int i = 0; i < n; i++) {
      if (a[i] & 1) goto odd;
      s += a[i];
      continue;
    odd:
      s -= 1;
    }
    if (omp_get_thread_num() >= 0) goto end;
    me = 100;
  end:
    #pragma omp single
    {
      int z = 0;
    up:
      if (z < 3) { z++; goto up; }
      a[0] = z + me;
    }
  }
  printf("s %d a0 %d\n", s, a[0]);
  for (int i = 0; i < n; i++) hs += (i & 1) ? -1 : i;
  if (!ok || s != hs || a[0] != 3) {
    printf("FAIL goto_parallel\n");
    return 1;
  }
  printf("PASS goto_parallel\n");
  return 0;
}
