#include <stdio.h>
int main(void) {
  int a[8] = {0}, i;
  #pragma omp target parallel for shared(i) map(tofrom: a)
  for (i = 0; i < 8; i++) a[i] = i;
  printf("%d\n", a[7]);
  return 0;
}
// expect: 4:42: error: 'i' is the index of a loop of '#pragma omp target parallel for' and cannot be shared (it is predetermined private)
