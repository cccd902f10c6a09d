/* Differential program (against clang-19): complex arithmetic in device
 * code: a Mandelbrot escape-count image (double _Complex, creal/cimag,
 * products and sums) with a teams reduction of the total count, a
 * complex reduction through a declare reduction of a struct of two
 * doubles, float _Complex arrays mapped and scaled by a complex factor,
 * conjugation and the complex builtins, and a DFT of 8 points whose
 * twiddle factors are exact (multiples of pi/2). */
#include "hunt26_harness.h"
#include <complex.h>
#define W 48
#define H 32
#define MAXIT 64

typedef struct { double re, im; } cplx;
#pragma omp declare reduction(cadd: cplx: omp_out.re += omp_in.re, omp_out.im += omp_in.im) initializer(omp_priv = (cplx){0, 0})

int main(void) {
  printf("offloading %d\n", h26_offloading());
  static int img[H][W];
  long total = 0;
#pragma omp target teams distribute parallel for collapse(2) map(from: img) reduction(+: total)
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      double _Complex c = (-2.0 + x * (3.0 / W)) + (-1.0 + y * (2.0 / H)) * I;
      double _Complex z = 0;
      int it = 0;
      while (it < MAXIT && creal(z) * creal(z) + cimag(z) * cimag(z) <= 4.0) {
        z = z * z + c;
        it++;
      }
      img[y][x] = it;
      total += it;
    }
  long check = 0, inside = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) { check += img[y][x]; inside += img[y][x] == MAXIT; }
  printf("mandel total %ld check %ld inside %ld row16 %d %d %d\n", total, check, inside, img[16][10], img[16][30], img[16][40]);

  cplx acc = {0, 0};
  float _Complex fz[64];
  for (int i = 0; i < 64; i++) fz[i] = (float)(i % 5) + (float)(i % 3 - 1) * I;
#pragma omp target teams distribute parallel for reduction(cadd: acc) map(to: fz)
  for (int i = 0; i < 64; i++) {
    acc.re += crealf(fz[i]);
    acc.im += cimagf(fz[i]);
  }
  printf("cadd %g %g\n", acc.re, acc.im);

  float _Complex f = 0.5f - 2.0f * I;
#pragma omp target teams distribute parallel for map(tofrom: fz) firstprivate(f)
  for (int i = 0; i < 64; i++) fz[i] = conjf(fz[i] * f) + (float _Complex)i;
  printf("scaled %g%+gi %g%+gi\n", crealf(fz[7]), cimagf(fz[7]), crealf(fz[62]), cimagf(fz[62]));

  double _Complex in[8], out[8];
  for (int k = 0; k < 8; k++) in[k] = (k % 4) - 1.5 + (k / 4) * I;
#pragma omp target teams distribute parallel for map(to: in) map(from: out)
  for (int k = 0; k < 8; k++) {
    double _Complex s = 0;
    for (int n = 0; n < 8; n++) {
      int e = (k * n) % 8;
      /* exact twiddles at multiples of pi/4 are not exact; use only the
         even ones and fold the odd ones through a half-sample rotation */
      double _Complex w;
      switch (e) {
      case 0: w = 1; break;
      case 2: w = -I; break;
      case 4: w = -1; break;
      case 6: w = I; break;
      default: w = (e == 1 || e == 7) ? 0.5 : -0.5; w += (e < 4 ? -0.5 : 0.5) * I; break;
      }
      s += in[n] * w;
    }
    out[k] = s;
  }
  for (int k = 0; k < 8; k++) printf("dft %d %g%+gi\n", k, creal(out[k]), cimag(out[k]));
  double _Complex zz = 3 + 4 * I;
  double mag = 0;
#pragma omp target map(from: mag) firstprivate(zz)
  { mag = cabs(zz) + carg(zz * I) + creal(conj(zz) / zz); }
  printf("cabs %g\n", mag);
  return 0;
}
