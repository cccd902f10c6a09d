/* C math in device code: the classification macros (isnan, isinf,
 * isfinite, isnormal, signbit, fpclassify) with C's values, the constants
 * NAN, INFINITY, HUGE_VAL and M_PI, and the library functions, double
 * and float, computed by a declare target function on the device and on
 * the host and compared. frexp, modf and remquo write through pointers to
 * a local variable and to mapped arrays.
 *
 * Results compare bit for bit, NaNs as NaNs (their payload and sign are
 * not specified), except for the functions CUDA documents with a nonzero
 * error bound (CUDA C Programming Guide, "Mathematical Functions"): each
 * of those may differ by its bound plus one ulp (the host library is not
 * correctly rounded either). lround, lrint and llround take finite
 * arguments only (out of range, C leaves the value unspecified), frexp's
 * exponent and remquo's quotient are compared where they are specified
 * (a finite argument; the quotient's sign and low three bits). signbit
 * is nonzero for a negative sign: the device gives 1, as clang does (the
 * printed values), the host compiler may give another nonzero value (gcc
 * gives a float's sign bit in place). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 16
#define ND 28 /* double results per input */
#define NF 14 /* float results per input */
#define NI 16 /* int results per input */

/* Ulps each result may differ by: CUDA's bound + 1 where it is nonzero. */
static const int dtol[ND] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
                             2, 3, 2, 2, 2, 2, 3, 6, 5, 11, 0, 0};
static const int ftol[NF] = {0, 0, 0, 0, 0, 0, 2, 4, 2, 2, 3, 5, 7, 6};

#pragma omp declare target
void kernel_math(double x, double y, float xf, float yf, double *d, float *f, int *n, double *ip, float *ipf) {
  int e = 0, q = 0;
  d[0] = ldexp(x, 3);
  d[1] = frexp(x, &e);
  n[0] = isfinite(x) ? e : 0;
  d[2] = modf(x, ip);
  d[3] = rint(x);
  d[4] = nearbyint(x);
  d[5] = nextafter(x, y);
  d[6] = fdim(x, y);
  d[7] = remainder(x, y);
  d[8] = remquo(x, y, &q);
  n[1] = isnan(d[8]) ? 0 : (q < 0 ? -1 : 1) * ((q < 0 ? -q : q) & 7);
  d[9] = copysign(x, y);
  d[10] = fma(x, y, 0.5);
  d[11] = fmin(x, y);
  d[12] = fmax(x, y);
  d[13] = trunc(x);
  d[14] = round(x);
  d[15] = scalbn(x, -2);
  d[16] = cbrt(x);
  d[17] = hypot(x, y);
  d[18] = expm1(x);
  d[19] = log1p(x);
  d[20] = log2(x);
  d[21] = exp2(x);
  d[22] = erf(x);
  d[23] = erfc(x);
  d[24] = lgamma(fabs(x)); /* CUDA's bound holds outside (-11.0001, -2.2637) */
  d[25] = tgamma(fabs(x));
  d[26] = logb(x);
  d[27] = fabs(x) < 1e15 ? (double)lround(x) + (double)llround(x) * 2 + (double)lrint(x) * 4 : 0;
  n[2] = isnan(x);
  n[3] = isinf(x);
  n[4] = isfinite(x);
  n[5] = isnormal(x);
  n[6] = signbit(x);
  n[7] = fpclassify(x);
  n[8] = isnan(xf);
  n[9] = isinf(xf);
  n[10] = isfinite(xf);
  n[11] = isnormal(xf);
  n[12] = signbit(xf);
  n[13] = fpclassify(xf);
  n[14] = ilogb(x);
  n[15] = fabsf(xf) < 1e9f ? (int)(lroundf(xf) + llroundf(xf) + lrintf(xf)) : 0;
  f[0] = ldexpf(xf, 3);
  f[1] = modff(xf, ipf);
  f[2] = rintf(xf) + nearbyintf(xf);
  f[3] = nextafterf(xf, yf);
  /* the sign of remainderf's NaN (x infinite, y zero) is not specified */
  f[4] = copysignf(fdimf(xf, yf), isnan(remainderf(xf, yf)) ? 1.0f : remainderf(xf, yf));
  f[5] = fmaf(xf, yf, fminf(xf, yf)) + fmaxf(xf, yf) * truncf(xf) - roundf(xf);
  f[6] = cbrtf(xf);
  f[7] = hypotf(xf, yf);
  f[8] = expm1f(xf);
  f[9] = log1pf(xf);
  f[10] = exp2f(xf);
  f[11] = erff(xf);
  f[12] = erfcf(xf);
  f[13] = tgammaf(fabsf(xf));
}
#pragma omp end declare target

static long long ulps(double a, double b) {
  long long ia, ib;
  memcpy(&ia, &a, sizeof a);
  memcpy(&ib, &b, sizeof b);
  if (ia < 0) ia = (long long)0x8000000000000000ULL - ia;
  if (ib < 0) ib = (long long)0x8000000000000000ULL - ib;
  return ia > ib ? ia - ib : ib - ia;
}

static long long ulpsf(float a, float b) {
  int ia, ib;
  memcpy(&ia, &a, sizeof a);
  memcpy(&ib, &b, sizeof b);
  if (ia < 0) ia = (int)0x80000000U - ia;
  if (ib < 0) ib = (int)0x80000000U - ib;
  return ia > ib ? (long long)ia - ib : (long long)ib - ia;
}

int main(void) {
  double in[N] = {0.0, -0.0, 1.5, -2.5, 3.7, 1e-310, 1e300, INFINITY, -INFINITY, NAN, 0.5, -7.25, 100.0, 2.5, -0.75, M_PI};
  float inf[N] = {0.0f, -0.0f, 1.5f, -2.5f, 3.7f, 1e-40f, 1e30f, INFINITY, -INFINITY, NAN, 0.5f, -7.25f, 100.0f, 2.5f, -0.75f, (float)M_PI};
  double d[N][ND], hd[N][ND], ip[N], hip[N];
  float f[N][NF], hf[N][NF], ipf[N], hipf[N];
  int n[N][NI], hn[N][NI];
  double consts[6];

#pragma omp target teams distribute parallel for map(to: in, inf) map(from: d, f, n, ip, ipf)
  for (int i = 0; i < N; i++)
    kernel_math(in[i], in[(i + 3) % N], inf[i], inf[(i + 5) % N], d[i], f[i], n[i], &ip[i], &ipf[i]);

  /* Integer arguments convert as C converts them; the constants. */
#pragma omp target map(from: consts)
  {
    consts[0] = ldexp(1, 3);
    consts[1] = fmax(2, 1.5f) + pow(2, 10);
    consts[2] = HUGE_VAL;
    consts[3] = sizeof(ldexp(1, 3)) + sizeof(isnan(1.0f)) * 10 + sizeof(lround(1)) * 100;
    consts[4] = M_PI * 2;
    consts[5] = isinf(-HUGE_VAL) * 10 + signbit(-NAN) + isnan(NAN) * 100 + (INFINITY > 1e308);
  }

  for (int i = 0; i < N; i++)
    kernel_math(in[i], in[(i + 3) % N], inf[i], inf[(i + 5) % N], hd[i], hf[i], hn[i], &hip[i], &hipf[i]);

  int bad = 0;
  for (int i = 0; i < N; i++) {
    for (int j = 0; j < ND; j++) {
      int same = isnan(d[i][j]) ? isnan(hd[i][j]) : !isnan(hd[i][j]) && ulps(d[i][j], hd[i][j]) <= dtol[j];
      if (!same) {
        printf("double %d of %g: device %a host %a\n", j, in[i], d[i][j], hd[i][j]);
        bad++;
      }
    }
    for (int j = 0; j < NF; j++) {
      int same = isnan(f[i][j]) ? isnan(hf[i][j]) : !isnan(hf[i][j]) && ulpsf(f[i][j], hf[i][j]) <= ftol[j];
      if (!same) {
        printf("float %d of %g: device %a host %a\n", j, inf[i], f[i][j], hf[i][j]);
        bad++;
      }
    }
    for (int j = 0; j < NI; j++)
      if (j == 6 || j == 12 ? (n[i][j] != 0) != (hn[i][j] != 0) : n[i][j] != hn[i][j]) {
        printf("int %d of %g: device %d host %d\n", j, in[i], n[i][j], hn[i][j]);
        bad++;
      }
    if (memcmp(&ip[i], &hip[i], sizeof ip[i]) != 0 && !(isnan(ip[i]) && isnan(hip[i])))
      bad++;
    if (memcmp(&ipf[i], &hipf[i], sizeof ipf[i]) != 0 && !(isnan(ipf[i]) && isnan(hipf[i])))
      bad++;
  }
  for (int i = 0; i < N; i++)
    printf("%g: isnan %d isinf %d isfinite %d isnormal %d signbit %d fpclassify %d, float %d %d %d %d %d %d, frexp exp %d ilogb %d\n", in[i], n[i][2],
           n[i][3], n[i][4], n[i][5], n[i][6], n[i][7], n[i][8], n[i][9], n[i][10], n[i][11], n[i][12], n[i][13], n[i][0], n[i][14]);
  printf("ldexp(1, 3)=%g fmax+pow=%g HUGE_VAL=%g sizes=%g 2pi=%.17g flags=%g\n", consts[0], consts[1], consts[2], consts[3], consts[4], consts[5]);
  printf("mismatches=%d\n", bad);
  if (bad || consts[0] != 8 || consts[1] != 1026 || consts[3] != 848 || consts[4] != 2 * M_PI || consts[5] != -10 + 1 + 100 + 1) {
    printf("FAIL devmath2\n");
    return 1;
  }
  printf("PASS devmath2\n");
  return 0;
}
