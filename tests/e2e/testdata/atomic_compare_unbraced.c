#include <stdio.h>

/* Atomic compare with the conditional assignment written without braces,
 * which clang-19 accepts: max, min and compare-and-swap forms, and a
 * capture of the old value. */
int main(void) {
  int vals[64];
  for (int i = 0; i < 64; i++)
    vals[i] = (i * 37 + 11) % 101;
  int mx = -1, mn = 1000, hits = 0, flag = 0, old = -5;
  #pragma omp target teams distribute parallel for map(to: vals) map(tofrom: mx, mn, hits, flag, old)
  for (int i = 0; i < 64; i++) {
    int v = vals[i];
    #pragma omp atomic compare
    if (mx < v) mx = v;
    #pragma omp atomic compare
    if (v < mn)
      mn = v;
    #pragma omp atomic compare
    if (flag == 0) flag = 7;
    if (i == 5) {
      #pragma omp atomic compare capture
      { old = hits; if (hits == 0) hits = 42; }
    }
  }
  printf("mx=%d mn=%d flag=%d hits=%d old=%d\n", mx, mn, flag, hits, old);
  int x = 3;
  #pragma omp atomic compare
  if (x > 1) x = 1;
  printf("x=%d\n", x);
  printf("PASS atomic_compare_unbraced\n");
  return 0;
}
