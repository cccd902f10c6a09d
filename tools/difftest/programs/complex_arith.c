/* Complex arithmetic in target regions: maps of double and float
 * complex arrays, a firstprivate complex scalar, mixed real and complex
 * operands, imaginary constants, and complex accumulation in a plain
 * target region. */
#include <stdio.h>
#include <complex.h>
#define N 256
int main(void) {
  double complex z[N], w[N];
  float _Complex fz[N];
  for (int i = 0; i < N; i++) { z[i] = i * 0.5 + (N - i) * 0.25 * I; fz[i] = (float)i - 1.0f * I; }
  double complex c = 0.5 - 0.25 * I;
  double sre = 0.0;
#pragma omp target teams distribute parallel for map(to: z, fz) map(from: w) map(tofrom: sre) reduction(+: sre)
  for (int i = 0; i < N; i++) {
    double complex t = z[i] * c + conj(z[i]) / (1.0 + 1.0 * I);
    w[i] = t * fz[i];
    sre += creal(t) + cimag(w[i]) * 0.001 + cabs(z[i]) * 0.0;
  }
  double complex acc = 0;
#pragma omp target map(to: w) map(tofrom: acc)
  for (int i = 0; i < N; i++) acc += w[i] * I;
  double complex racc = 0;
#pragma omp target map(to: w) map(tofrom: racc)
  for (int i = 0; i < N; i++) racc += w[i] * (2.0f - 0.5fi) + 1.5i;
  printf("%.6f %.6f %.6f %.6f %.6f %.6f %.6f\n", creal(w[7]), cimag(w[200]), sre, creal(acc), cimag(acc), creal(racc), cimag(racc));
  return 0;
}
