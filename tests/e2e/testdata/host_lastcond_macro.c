/* lastprivate(conditional:) on a host worksharing loop that a macro
 * writes, in a parallel region that runs it once: the lowerer leaves it
 * to the host compiler, whose code is right there. Checked against the
 * same loop run sequentially (in a target region). */
#include <stdio.h>

#define LAST_MATCH(a, n, y, m) \
  _Pragma("omp for lastprivate(conditional: y) schedule(dynamic, 3)") \
  for (int i = 0; i < (n); i++) \
    if ((a)[i] % 5 == (m)) (y) = i;

int main(void) {
  int a[300], y = -1, none = -7, want = -1;
  for (int i = 0; i < 300; i++)
    a[i] = (i * 37) % 11;
#pragma omp parallel num_threads(4)
  {
    LAST_MATCH(a, 300, y, 1)
    LAST_MATCH(a, 300, none, 9)
  }
#pragma omp target map(to : a) map(tofrom : want)
  for (int i = 0; i < 300; i++)
    if (a[i] % 5 == 1)
      want = i;
  printf("last match %d, none %d\n", y, none);
  if (y != want || none != -7) {
    printf("FAIL: want %d and -7\n", want);
    return 1;
  }
  printf("PASS host_lastcond_macro\n");
  return 0;
}
