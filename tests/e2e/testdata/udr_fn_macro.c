/* A declare reduction whose combiner and initializer use function-like
 * macros: the directive's tokens are macro-expanded as the preprocessor
 * expands them. */
#include <stdio.h>

#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define LOWEST(t) ((t)-1000000)
#pragma omp declare reduction(mx : int : omp_out = MAX(omp_out, omp_in)) initializer(omp_priv = LOWEST(0))

int main(void) {
  int a[1000], s = -5;
  for (int i = 0; i < 1000; i++) a[i] = (i * 37) % 1009 - 500;
#pragma omp target teams distribute parallel for reduction(mx: s) map(to: a)
  for (int i = 0; i < 1000; i++) s = MAX(s, a[i]);
  int ref = -5;
  for (int i = 0; i < 1000; i++) ref = MAX(ref, a[i]);
  printf("max %d\n", s);
  printf("%s udr_fn_macro\n", s == ref ? "PASS" : "FAIL");
  return s == ref ? 0 : 1;
}
