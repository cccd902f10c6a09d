/* declare reduction initializers that read omp_orig: each private copy
 * starts from the original variable's value (zero bits would give a
 * different minimum, and a different bound below), on a loop kernel and
 * on a parallel loop with code beside it. */
#include <stdio.h>

typedef struct { int lo; unsigned mask; } bound_t;

static void bound_from(bound_t *priv, const bound_t *orig) {
  priv->lo = orig->lo;
  priv->mask = orig->mask & 0xf0u;
}

#pragma omp declare reduction(lmin : int : omp_out = omp_in < omp_out ? omp_in : omp_out) \
    initializer(omp_priv = omp_orig)
#pragma omp declare reduction(bnd : bound_t : \
    omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, omp_out.mask |= omp_in.mask) \
    initializer(bound_from(&omp_priv, &omp_orig))

#define N 4000

int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = 10 + (i * 37) % 911;
  int fails = 0;

  int m = 7;
  bound_t b = {9, 0x3cu};
  #pragma omp target teams distribute parallel for map(to: v) reduction(lmin: m) reduction(bnd: b)
  for (int i = 0; i < N; i++) {
    if (v[i] < m) m = v[i];
    if (v[i] < b.lo) b.lo = v[i];
    b.mask |= 1u << (v[i] % 3);
  }
  printf("loop m=%d b.lo=%d b.mask=%x\n", m, b.lo, b.mask);
  if (m != 7 || b.lo != 9 || b.mask != 0x3fu) fails++;

  int g = 12;
  #pragma omp target map(to: v) map(tofrom: g)
  {
    g -= 1;
    #pragma omp parallel for reduction(lmin: g)
    for (int i = 0; i < N; i++) if (v[i] < g) g = v[i];
    g *= 2;
  }
  printf("generic g=%d\n", g);
  if (g != 20) fails++;

  printf("%s udr_orig\n", fails ? "FAIL" : "PASS");
  return fails;
}
