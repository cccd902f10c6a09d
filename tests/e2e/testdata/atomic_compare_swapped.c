/* The atomic compare forms whose comparison names x second
 * (`if (e == x) { x = d; }`, `x = e == x ? d : x`, and the capture forms
 * with `e == x`), which OpenMP 5.2 and clang-19 take, in target regions
 * written out, in a function a macro defines whole, in a declare target
 * function and in host code. gcc 12, which compiles the host output,
 * refuses `e == x`: the host output writes the comparison `x == e`. Each
 * form runs once on one thread, then under contention, and the results
 * are checked against the host's. */
#include <stdio.h>

static int check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld, want %ld\n", what, got, want);
    return 1;
  }
  return 0;
}

#pragma omp declare target
static int claim(int *slot, int v) {
  int r;
#pragma omp atomic compare capture
  { r = 0 == *slot; if (r) { *slot = v; } }
  return r;
}
#pragma omp end declare target

#define SWAPPED(T)                                                        \
  static int swapped_##T(void) {                                          \
    T x = 3, v = 0;                                                       \
    int r = 0, claims = 0, winner = -1;                                   \
    _Pragma("omp target map(tofrom: x, v, r)")                            \
    {                                                                     \
      _Pragma("omp atomic compare")                                       \
      if ((T)3 == x) { x = (T)5; }                                        \
      _Pragma("omp atomic compare")                                       \
      x = (T)5 == x ? (T)8 : x;                                           \
      _Pragma("omp atomic compare capture")                               \
      { v = x; if ((T)8 == x) { x = (T)9; } }                             \
      _Pragma("omp atomic compare capture")                               \
      { r = (T)9 == x; if (r) { x = (T)10; } }                            \
    }                                                                     \
    int fails = check(#T " x", (long)x, 10) + check(#T " v", (long)v, 8) +  \
                check(#T " r", r != 0, 1);                                 \
    T slot = 0;                                                           \
    _Pragma("omp target teams distribute parallel for num_teams(2) map(tofrom: slot, claims)") \
    for (int i = 0; i < 200; i++) {                                       \
      int won;                                                            \
      _Pragma("omp atomic compare capture")                               \
      { won = (T)0 == slot; if (won) { slot = (T)(i + 1); } }             \
      if (won) {                                                          \
        _Pragma("omp atomic update")                                      \
        claims++;                                                         \
      }                                                                   \
    }                                                                     \
    winner = (int)slot - 1;                                               \
    fails += check(#T " claims", claims, 1);                              \
    fails += check(#T " winner", winner >= 0 && winner < 200, 1);         \
    return fails;                                                         \
  }

SWAPPED(int)
SWAPPED(long)

int main(void) {
  int fails = swapped_int() + swapped_long();
  /* The same written out, with an else branch. */
  unsigned x = 7, v = 0, seen = 0;
  int n = 0;
#pragma omp target map(tofrom: x, v)
  {
#pragma omp atomic compare capture
    if (7u == x) { x = 1u; } else { v = x; }
#pragma omp atomic compare capture
    if (7u == x) { x = 2u; } else { v = x; }
  }
  fails += check("unsigned x", x, 1) + check("unsigned v", v, 1);
  double d = 0.0;
#pragma omp target teams distribute parallel for map(tofrom: d, n)
  for (int i = 0; i < 300; i++) {
#pragma omp atomic compare
    if (0.0 == d) { d = 1.5; }
#pragma omp atomic compare
    d = 1.5 == d ? 2.5 : d;
#pragma omp atomic
    n++;
  }
  seen = d == 2.5;
  int slot = 0, claims = 0, hslot = 0, hclaims = 0;
#pragma omp target teams distribute parallel for map(tofrom: slot, claims)
  for (int i = 0; i < 100; i++)
    if (claim(&slot, i + 1)) {
#pragma omp atomic
      claims++;
    }
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 100; i++) {
    int won;
#pragma omp atomic compare capture
    { won = 0 == hslot; if (won) { hslot = i + 1; } }
    if (won) {
#pragma omp atomic
      hclaims++;
    }
  }
  fails += check("declare target claims", claims, 1) + check("declare target slot", slot > 0, 1);
  fails += check("host claims", hclaims, 1) + check("host slot", hslot > 0, 1);
  fails += check("double", seen, 1) + check("iterations", n, 300);
  if (fails)
    return 1;
  printf("PASS atomic_compare_swapped\n");
  return 0;
}
