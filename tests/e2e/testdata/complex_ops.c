/* Every operation on complex values in a target region, with special
 * values (infinities, NaN, signed zeros, huge and tiny parts): + - * /
 * of two complex operands and of a complex and a real one, ==, !=,
 * unary - and ~, compound assignments (also of a float complex object
 * with a double operand), conversions between float complex, double
 * complex and real types (implicit and cast), ?: with branches of two
 * types, complex values as conditions, and compound literals. Checked
 * against the same code run on the host: NaN parts as NaN, infinite and
 * zero parts exactly (the sign too), others within 1e-12 (float: 1e-5)
 * of the result's larger part. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define NV 12
#define NR 31

#pragma omp declare target
static double complex ops(double complex a, double complex b, float complex f, double x, int k, int *flags) {
  switch (k) {
  case 0: return a + b;
  case 1: return a - b;
  case 2: return a * b;
  case 3: return a / b;
  case 4: return -a;
  case 5: return ~a;
  case 6: return a + x;
  case 7: return x - a;
  case 8: return a * x;
  case 9: return x * a;
  case 10: return a / x;
  case 11: return x / a;
  case 12: return f * a;
  case 13: return a - f;
  case 14: return (float complex)a;
  case 15: return (double complex)(f / (float complex)b);
  case 16: { double complex z = a; z += b; z *= x; return z; }
  case 17: { double complex z = a; z /= b; z -= 1; return z; }
  case 18: { float complex g = f; g *= a; return g; }
  case 19: { float complex g = f; g += x; g /= 2.0f; return g; }
  case 20: return (double)a + (float)(a * 0.5);
  case 21: return creal(f) + cimag(b) * I;
  case 22: return k > x ? a : f;
  case 23: return k < x ? x : b;
  case 24: { double complex z[2] = {a, f}; z[k & 1] *= z[(k + 1) & 1]; return z[0] + z[1]; }
  case 25: return conj(a) * (1.0 + 2.0 * I) - 0.5 * I;
  case 26: { double complex *p = &a; *p++ += b; return a; }
  case 27: return (float complex)a * (float complex)b;
  case 28: { double complex z = f; return z * 2 - (double complex)x; }
  case 29: return (double complex){x} * (float complex){f} - (double complex){a};
  }
  flags[0] += (a == b) + 2 * (a != b) + 4 * (a == x) + 8 * (x != a) + 16 * (!a) + 32 * (a && b) + 64 * (a ? 1 : 0);
  _Bool bb = a;
  flags[1] += bb + 2 * (_Bool)b + 4 * (int)creal(a == f);
  return 0;
}
#pragma omp end declare target

/* Parts of results within tol of the larger finite part of either (a
 * GPU fuses multiplies and adds), NaN as NaN, infinities and zeros
 * exactly. */
static double mag(double complex z) {
  double m = 0;
  if (isfinite(creal(z))) m = fmax(m, fabs(creal(z)));
  if (isfinite(cimag(z))) m = fmax(m, fabs(cimag(z)));
  return m;
}
static int close_part(double x, double y, double tol, double scale) {
  if (isnan(x) || isnan(y)) return isnan(x) && isnan(y);
  if (isinf(x) || isinf(y)) return x == y;
  if (x == 0 && y == 0) return signbit(x) == signbit(y);
  return fabs(x - y) <= tol * scale + 1e-300;
}

int main(void) {
  double complex v[NV];
  double re[NV] = {1, -3, INFINITY, 0, NAN, 0, -0.0, 1e300, 1e-300, INFINITY, 2.5, -1e-5};
  double im[NV] = {2, 0.5, 0, INFINITY, NAN, 0, -0.0, 1e300, 1e-310, NAN, -0.0, 7};
  for (int i = 0; i < NV; i++) {
    __real__ v[i] = re[i];
    __imag__ v[i] = im[i];
  }
  static double complex out[NV][NV][NR], hout[NV][NV][NR];
  static int flags[NV][NV][2], hflags[NV][NV][2];
#pragma omp target teams distribute parallel for collapse(2) map(to: v) map(from: out, flags)
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      float complex f = v[(i + j) % NV];
      double x = creal(v[j]) - 1;
      flags[i][j][0] = flags[i][j][1] = 0;
      for (int k = 0; k < NR; k++) out[i][j][k] = ops(v[i], v[j], f, x, k, flags[i][j]);
    }
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      float complex f = v[(i + j) % NV];
      double x = creal(v[j]) - 1;
      hflags[i][j][0] = hflags[i][j][1] = 0;
      for (int k = 0; k < NR; k++) hout[i][j][k] = ops(v[i], v[j], f, x, k, hflags[i][j]);
    }
  int bad = 0;
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++) {
      for (int k = 0; k < NR; k++) {
        double tol = (k == 12 || k == 13 || k == 14 || k == 15 || k == 18 || k == 19 || k == 22 || k == 27 || k == 28) ? 1e-5 : 1e-12;
        double scale = fmax(mag(out[i][j][k]), mag(hout[i][j][k]));
        if (!close_part(creal(out[i][j][k]), creal(hout[i][j][k]), tol, scale) ||
            !close_part(cimag(out[i][j][k]), cimag(hout[i][j][k]), tol, scale)) {
          if (bad < 10)
            printf("op %d of v[%d], v[%d]: device %g%+gi host %g%+gi\n", k, i, j, creal(out[i][j][k]), cimag(out[i][j][k]),
                   creal(hout[i][j][k]), cimag(hout[i][j][k]));
          bad++;
        }
      }
      for (int k = 0; k < 2; k++)
        if (flags[i][j][k] != hflags[i][j][k]) {
          if (bad < 10) printf("flags %d of v[%d], v[%d]: device %d host %d\n", k, i, j, flags[i][j][k], hflags[i][j][k]);
          bad++;
        }
    }
  printf("complex_ops: v[0]*v[1] %g%+gi v[0]/v[1] %.6f%+.6fi\n", creal(out[0][1][2]), cimag(out[0][1][2]), creal(out[0][1][3]), cimag(out[0][1][3]));
  printf("%s complex_ops\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
