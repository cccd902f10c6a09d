/* A declare reduction over a record of complex values (a sum and a
 * product carried together) on a combined loop construct, a loop nested
 * in a target region and a teams distribute construct, and one over
 * double complex itself named by an identifier (no initializer: zero).
 * The values are small integers and halves, so the results are exact in
 * any order; each is checked against the host's. */
#include <complex.h>
#include <stdio.h>

typedef struct {
  double complex sum;
  float complex prod;
} acc_t;

static void acc_init(acc_t *p) {
  p->sum = 0;
  p->prod = 1;
}
static void acc_merge(acc_t *out, const acc_t *in) {
  out->sum += in->sum;
  out->prod *= in->prod;
}
static double complex cadd2(double complex a, double complex b) { return a + b; }

/* Over complex values the combiner and initializer call functions: the
 * device code computes complex arithmetic in functions, not in a
 * directive's expressions. */
#pragma omp declare reduction(acc : acc_t : acc_merge(&omp_out, &omp_in)) initializer(acc_init(&omp_priv))
#pragma omp declare reduction(csum : double complex : omp_out = cadd2(omp_out, omp_in))

#define N 80

static int fails;

static void check(const char *what, double complex got, double complex want) {
  printf("%s %g %g\n", what, creal(got), cimag(got));
  if (creal(got) != creal(want) || cimag(got) != cimag(want)) {
    printf("FAIL %s: want %g %g\n", what, creal(want), cimag(want));
    fails++;
  }
}

int main(void) {
  double complex a[N];
  float complex f[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i % 7 - 3) + (i % 2) * 0.5 * I;
    f[i] = (i % 27 == 4) ? 1.0f - 1.0f * I : (i % 19 == 9) ? 2.0f * I : 1.0f;
  }
  acc_t h = {1.0 * I, 1.0f};
  for (int i = 0; i < N; i++) { h.sum += a[i]; h.prod *= f[i]; }

  acc_t r = {1.0 * I, 1.0f};
  #pragma omp target teams distribute parallel for map(to: a, f) reduction(acc: r)
  for (int i = 0; i < N; i++) { r.sum += a[i]; r.prod *= f[i]; }
  check("combined sum", r.sum, h.sum);
  check("combined prod", r.prod, h.prod);

  r.sum = 1.0 * I; r.prod = 1.0f;
  #pragma omp target map(to: a, f) map(tofrom: r)
  {
    #pragma omp parallel for reduction(acc: r) num_threads(6)
    for (int i = 0; i < N; i++) { r.sum += a[i]; r.prod *= f[i]; }
  }
  check("nested sum", r.sum, h.sum);
  check("nested prod", r.prod, h.prod);

  r.sum = 1.0 * I; r.prod = 1.0f;
  #pragma omp target teams distribute map(to: a, f) reduction(acc: r) num_teams(5)
  for (int i = 0; i < N; i++) { r.sum += a[i]; r.prod *= f[i]; }
  check("teams sum", r.sum, h.sum);
  check("teams prod", r.prod, h.prod);

  double complex c = 2.0;
  double complex hc = 2.0;
  for (int i = 0; i < N; i++) hc += a[i];
  #pragma omp target teams distribute parallel for simd map(to: a) reduction(csum: c)
  for (int i = 0; i < N; i++) c = c + a[i];
  check("csum", c, hc);

  if (fails == 0) printf("PASS udr_complex\n");
  return fails != 0;
}
