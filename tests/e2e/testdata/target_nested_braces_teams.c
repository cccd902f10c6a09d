#include <stdio.h>

/* A teams construct that is all of a target region inside two pairs of
 * braces, which clang-19 takes as the braced form. */
int main(void) {
  int a[100];
  long sum = 0;
  #pragma omp target map(from: a) map(tofrom: sum)
  {
    {
      #pragma omp teams distribute parallel for reduction(+: sum)
      for (int i = 0; i < 100; i++) {
        a[i] = i * 3 - 7;
        sum += a[i];
      }
    }
  }
  printf("a[0]=%d a[99]=%d sum=%ld\n", a[0], a[99], sum);
  printf("PASS target_nested_braces_teams\n");
  return 0;
}
