/* Written by hand for tools/difftest -file (docs/difftest.md): C's math
 * library in target regions and a declare target function, printed from
 * the device's results: the classification macros (whose values C leaves
 * "nonzero" and clang gives as 1, isinf as -1 or 1), NAN, INFINITY,
 * HUGE_VAL and M_PI, functions that write through a pointer (frexp, modf,
 * remquo) into a local and a mapped variable, the rounding functions,
 * arguments of type int (ldexp(1, 3) is a double) and the float forms.
 * NaN results print as "nan" (their sign and payload are not specified).
 */
#include <math.h>
#include <stdio.h>

#define N 8

static void show(const char *what, double v) {
  if (isnan(v))
    printf("%s=nan\n", what);
  else
    printf("%s=%a\n", what, v);
}

#pragma omp declare target
static double split(double x, int *e, double *ip) {
  double m = frexp(x, e);
  return m + modf(x, ip) * 2;
}
#pragma omp end declare target

int main(void) {
  double in[N] = {-0.0, 2.5, -3.5, 1e-310, INFINITY, NAN, 7.0 / 3, -HUGE_VAL};
  float inf[N] = {-0.0f, 2.5f, -3.5f, 1e-41f, INFINITY, NAN, 7.0f / 3, -HUGE_VALF};
  int cls[N][12], ex[N], quo[N];
  double d[N][12], ip[N];
  float f[N][6];

#pragma omp target teams distribute parallel for map(to: in, inf) map(from: cls, ex, quo, d, ip, f)
  for (int i = 0; i < N; i++) {
    double x = in[i], y = in[(i + 1) % N];
    float xf = inf[i];
    int q;
    cls[i][0] = isnan(x);
    cls[i][1] = isinf(x);
    cls[i][2] = isfinite(x);
    cls[i][3] = isnormal(x);
    cls[i][4] = signbit(x);
    cls[i][5] = fpclassify(x);
    cls[i][6] = isnan(xf);
    cls[i][7] = isinf(xf);
    cls[i][8] = isfinite(xf);
    cls[i][9] = isnormal(xf);
    cls[i][10] = signbit(xf);
    cls[i][11] = fpclassify(xf);
    d[i][0] = split(x, &ex[i], &ip[i]);
    d[i][1] = remquo(x, 1.5, &q);
    quo[i] = isfinite(x) ? q % 8 : 0;
    d[i][2] = rint(x) + nearbyint(x) + trunc(x) + round(x);
    d[i][3] = nextafter(x, y);
    d[i][4] = fdim(x, y) + copysign(1, y);
    d[i][5] = remainder(x, 2);
    d[i][6] = fmin(x, y) + fmax(x, 1) + fma(x, 2, 1);
    d[i][7] = cbrt(x) + hypot(x, 3);
    d[i][8] = expm1(x) + log1p(fabs(x)) + log2(fabs(x)) + exp2(x);
    d[i][9] = erf(x) + erfc(x);
    d[i][10] = tgamma(fabs(x)) + lgamma(x);
    d[i][11] = fabs(x) < 1e9 ? (double)(lround(x) + llround(x) + lrint(x) + llrint(x)) : ldexp(x, -3);
    f[i][0] = frexpf(xf, &q) + ldexpf(xf, q);
    f[i][1] = rintf(xf) + nearbyintf(xf) + roundf(xf) + truncf(xf);
    f[i][2] = nextafterf(xf, 0) + fdimf(xf, 1) + copysignf(2, xf);
    f[i][3] = cbrtf(xf) + hypotf(xf, 4) + fmaf(xf, xf, 1);
    f[i][4] = expm1f(xf) + log1pf(fabsf(xf)) + exp2f(xf) + log2f(fabsf(xf));
    f[i][5] = erff(xf) + erfcf(xf) + tgammaf(fabsf(xf)) + lgammaf(xf);
  }

  double c[6];
#pragma omp target map(from: c)
  {
    c[0] = ldexp(1, 3);
    c[1] = M_PI;
    c[2] = HUGE_VAL;
    c[3] = NAN;
    c[4] = sizeof(ldexp(1, 3)) + sizeof(lround(2)) * 10 + sizeof(isnan(1.0)) * 100 + sizeof(fmaxf(1, 2)) * 1000;
    c[5] = INFINITY;
  }

  for (int i = 0; i < N; i++) {
    printf("in[%d]:", i);
    for (int j = 0; j < 12; j++)
      printf(" %d", cls[i][j]);
    printf(" exp=%d quo=%d\n", isfinite(in[i]) ? ex[i] : 0, quo[i]);
    char what[32];
    for (int j = 0; j < 12; j++) {
      snprintf(what, sizeof what, "d[%d][%d]", i, j);
      show(what, d[i][j]);
    }
    show("ip", ip[i]);
    for (int j = 0; j < 6; j++) {
      snprintf(what, sizeof what, "f[%d][%d]", i, j);
      show(what, f[i][j]);
    }
  }
  for (int j = 0; j < 6; j++)
    show("c", c[j]);
  return 0;
}
