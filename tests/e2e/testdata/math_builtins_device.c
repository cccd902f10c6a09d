/* GCC's math builtins (__builtin_sqrt, __builtin_fabs, __builtin_fmin,
 * ...) and __builtin_memcpy / __builtin_memset called in target regions
 * and in a declare target function, as codes written for GCC spell them,
 * beside the plain functions. */
#include <stdio.h>

#pragma omp declare target
static double norm3(const double *v) {
  return __builtin_sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}
#pragma omp end declare target

int main(void) {
  double v[3] = {2.0, 3.0, 6.0};
  double r[8];
  float rf[4];
  int e = 0;
  long l = 0;
  double m[10];
  int src[4] = {1, 2, 3, 4}, dst[4];
#pragma omp target map(to: src) map(from: m, dst)
  {
    __builtin_memcpy(dst, src, sizeof dst);
    __builtin_memset(dst, 0, sizeof(int));
    m[0] = __builtin_fmin(2.0, 3.0) + __builtin_fmaxf(-1.0f, 0.5f);
    m[1] = __builtin_fma(2.0, 3.0, 1.0) + __builtin_fdim(5.0, 2.0);
    m[2] = __builtin_trunc(-2.5) + __builtin_roundf(2.5f) * 10;
    m[3] = __builtin_hypot(3.0, 4.0) + __builtin_exp2(3.0) + __builtin_log2f(8.0f);
    m[4] = __builtin_cbrt(27.0) + __builtin_rint(2.5) + __builtin_nearbyint(-1.5);
    m[5] = __builtin_lround(2.5) + __builtin_llroundf(-3.5f) * 10;
    m[6] = __builtin_expm1(0.0) + __builtin_log1p(0.0) + __builtin_asinh(0.0) + __builtin_erf(0.0);
    m[7] = __builtin_erfc(0.0) + __builtin_tgamma(5.0) + __builtin_lgamma(1.0);
    m[8] = __builtin_remainder(7.0, 4.0) + __builtin_nextafter(1.0, 2.0) - 1.0;
    m[9] = __builtin_acosh(1.0) + __builtin_atanhf(0.0f);
  }
  printf("dst = %d %d %d %d\n", dst[0], dst[1], dst[2], dst[3]);
  for (int i = 0; i < 10; i++) printf("m[%d] = %.17g\n", i, m[i]);
#pragma omp target map(to: v) map(from: r, rf, e, l)
  {
    r[0] = norm3(v);
    r[1] = __builtin_fabs(-v[1]) + __builtin_floor(2.75) + __builtin_ceil(0.25);
    r[2] = __builtin_pow(v[0], 10.0);
    double ip;
    r[3] = __builtin_modf(7.625, &ip);
    r[4] = ip + __builtin_frexp(48.0, &e);
    r[5] = __builtin_fmod(17.5, 4.0) + __builtin_copysign(3.0, -1.0);
    r[6] = __builtin_ldexp(0.75, 4);
    r[7] = __builtin_exp(0.0) + __builtin_log(1.0) + __builtin_sin(0.0) + __builtin_cos(0.0);
    rf[0] = __builtin_sqrtf(6.25f);
    rf[1] = __builtin_fabsf(-1.5f) + __builtin_floorf(-0.5f);
    rf[2] = __builtin_powf(2.0f, 5.0f);
    rf[3] = __builtin_atan2f(0.0f, 1.0f) + __builtin_tanhf(0.0f);
    l = __builtin_labs(-40000L) + __builtin_abs(-7) + __builtin_llabs(-3LL);
  }
  for (int i = 0; i < 8; i++) printf("r[%d] = %g\n", i, r[i]);
  for (int i = 0; i < 4; i++) printf("rf[%d] = %g\n", i, rf[i]);
  printf("e = %d, l = %ld\n", e, l);
  double s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v)
  for (int i = 0; i < 64; i++) s += __builtin_sqrt((double)(i * i)) + __builtin_fabs(v[i % 3] - 4.0);
  printf("s = %g\n", s);
  printf("PASS math_builtins_device\n");
  return 0;
}
