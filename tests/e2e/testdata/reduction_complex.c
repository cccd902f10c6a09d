/* Reductions over float and double complex items (+, -, *) on the loop
 * constructs of target regions: combined constructs, simd, loop, a
 * teams distribute, an array section of complex elements, beside a real
 * reduction, and a host fallback (if(0)). The values are small
 * integers and halves, so every sum and product is exact whatever the
 * order of the combination; each result is computed again on the host. */
#include <complex.h>
#include <stdio.h>

#define N 96

static int fails;

static void check(const char *what, double complex got, double complex want) {
  printf("%s %g %g\n", what, creal(got), cimag(got));
  if (creal(got) != creal(want) || cimag(got) != cimag(want)) {
    printf("FAIL %s: want %g %g\n", what, creal(want), cimag(want));
    fails++;
  }
}

/* A factor of the products: mostly 1, a few that keep both parts of
 * the product exact and nonzero. */
static double complex factor(int i) {
  switch (i % 24) {
  case 5: return 1.0 + 1.0 * I;
  case 11: return 2.0 - 1.0 * I;
  case 17: return 0.5 * I;
  default: return 1.0;
  }
}

int main(void) {
  double complex a[N];
  float complex b[N];
  double complex f[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i % 5 - 2) + (i % 3) * 0.5 * I;
    b[i] = (float)(i % 4) - (float)(i % 7) * I;
    f[i] = factor(i);
  }
  double complex ha = 3.0 + 1.0 * I, hp = 1.0 - 1.0 * I;
  float complex hb = 1.0f;
  for (int i = 0; i < N; i++) { ha += a[i]; hp *= f[i]; hb -= b[i]; }

  double complex s = 3.0 + 1.0 * I, p = 1.0 - 1.0 * I;
  float complex d = 1.0f;
  #pragma omp target teams distribute parallel for map(to: a, b, f) reduction(+: s) reduction(*: p) reduction(-: d)
  for (int i = 0; i < N; i++) { s += a[i]; p *= f[i]; d -= b[i]; }
  check("tdpf sum", s, ha);
  check("tdpf prod", p, hp);
  check("tdpf diff", d, hb);

  s = 3.0 + 1.0 * I; p = 1.0 - 1.0 * I;
  #pragma omp target teams distribute parallel for simd map(to: a, f) reduction(+: s) reduction(*: p) num_teams(4) thread_limit(8)
  for (int i = 0; i < N; i++) { s = s + a[i]; p = p * f[i]; }
  check("tdpfs sum", s, ha);
  check("tdpfs prod", p, hp);

  s = 3.0 + 1.0 * I;
  #pragma omp target parallel for map(to: a) reduction(+: s) num_threads(5)
  for (int i = 0; i < N; i++) s += a[i];
  check("tpf sum", s, ha);

  p = 1.0 - 1.0 * I;
  #pragma omp target teams distribute map(to: f) reduction(*: p) num_teams(7)
  for (int i = 0; i < N; i++) p *= f[i];
  check("td prod", p, hp);

  d = 1.0f;
  #pragma omp target simd map(to: b) reduction(-: d)
  for (int i = 0; i < N; i++) d -= b[i];
  check("ts diff", d, hb);

  s = 3.0 + 1.0 * I;
  #pragma omp target teams loop map(to: a) reduction(+: s)
  for (int i = 0; i < N; i++) s += a[i];
  check("tl sum", s, ha);

  /* An array section of complex elements, and a real reduction beside. */
  double complex h[6] = {0};
  double complex hh[6] = {0};
  long cnt = 0;
  for (int i = 0; i < N; i++) hh[1 + i % 4] += a[i];
  #pragma omp target teams distribute parallel for map(to: a) reduction(+: h[1:4], cnt)
  for (int i = 0; i < N; i++) { h[1 + i % 4] += a[i]; cnt++; }
  for (int k = 0; k < 6; k++) {
    char what[16];
    snprintf(what, sizeof what, "hist %d", k);
    check(what, h[k], hh[k]);
  }
  printf("cnt %ld\n", cnt);
  if (cnt != N) fails++;

  /* The host fallback reduces the variable itself. */
  int off = 0;
  s = 3.0 + 1.0 * I; p = 1.0 - 1.0 * I;
  #pragma omp target teams distribute parallel for if(off) map(to: a, f) reduction(+: s) reduction(*: p)
  for (int i = 0; i < N; i++) { s += a[i]; p *= f[i]; }
  check("fallback sum", s, ha);
  check("fallback prod", p, hp);

  if (fails == 0) printf("PASS reduction_complex\n");
  return fails != 0;
}
