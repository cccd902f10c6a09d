/* double complex and float complex in target regions: mapped arrays and
 * scalars, firstprivate values, struct members, a declare target
 * function, arithmetic mixing real and complex operands, imaginary
 * constants (I), complex conditions, and creal, cimag, conj, cabs,
 * carg. Checked against the same code run on the host. */
#include <complex.h>
#include <math.h>
#include <stdio.h>

#define N 333

typedef struct {
  double complex amp;
  float complex f;
  int id;
} Mode;

#pragma omp declare target
static double complex rotate(double complex z, double angle) {
  double complex r = cos(angle) + sin(angle) * I;
  return z * r + 0.5;
}
#pragma omp end declare target

static double complex step(double complex zi, double complex c, Mode m) {
  double complex t = zi * conj(c) + m.amp / (1.0 + 2.0 * I);
  if (t == 0) t = 1;
  return rotate(t, 0.25) * m.f - 3;
}

static double measure(double complex w, Mode m) {
  return cabs(w) + carg(w) + creal(w) * 0.5 - cimag(conj(w)) + crealf(m.f) * cimagf(conjf(m.f)) + cabsf(m.f) + cargf(m.f);
}

int main(void) {
  double complex z[N], w[N], hw[N];
  Mode m[N];
  double mag[N];
  for (int i = 0; i < N; i++) {
    z[i] = i * 0.5 + (N - i) * 0.25 * I;
    m[i].amp = 1.0 / (i + 1) + (i % 3) * I;
    m[i].f = (float)i - 1.0f * I;
    m[i].id = i;
  }
  double complex c = 0.5 - 0.25 * I;
  double complex total = 2.0 + 1.0 * I;
  float complex scale = 2;

#pragma omp target teams distribute parallel for map(to: z, m) map(from: w, mag) firstprivate(c)
  for (int i = 0; i < N; i++) {
    double complex t = z[i] * conj(c) + m[i].amp / (1.0 + 2.0 * I);
    if (t == 0) t = 1;
    w[i] = rotate(t, 0.25) * m[i].f - 3;
    mag[i] = cabs(w[i]) + carg(w[i]) + creal(w[i]) * 0.5 - cimag(conj(w[i])) +
             crealf(m[i].f) * cimagf(conjf(m[i].f)) + cabsf(m[i].f) + cargf(m[i].f);
  }

#pragma omp target map(to: w) map(tofrom: total, scale)
  {
    for (int i = 0; i < N; i++) total += w[i] * I - 1;
    scale *= 1.5f + 0.5f * I;
    scale += 1;
  }

  /* Complex values as conditions: C compares them with 0. */
  int cnt[4] = {0, 0, 0, 0}, hcnt[4] = {0, 0, 0, 0};
#pragma omp target map(to: z, m) map(tofrom: cnt)
  {
    for (int i = 0; i < N; i++) {
      double complex d = z[i] - z[N / 2];
      if (d) cnt[0]++;
      if (!(m[i].f - (5.0f - 1.0f * I))) cnt[1]++;
      cnt[2] += (d && m[i].amp) ? 1 : 0;
    }
    double complex w = 4;
    while (w) {
      w -= 1;
      cnt[3]++;
    }
  }
  for (int i = 0; i < N; i++) {
    double complex d = z[i] - z[N / 2];
    if (d) hcnt[0]++;
    if (!(m[i].f - (5.0f - 1.0f * I))) hcnt[1]++;
    hcnt[2] += (d && m[i].amp) ? 1 : 0;
  }
  hcnt[3] = 4;

  int bad = 0;
  for (int k = 0; k < 4; k++)
    if (cnt[k] != hcnt[k]) bad++;
  double complex htotal = 2.0 + 1.0 * I;
  float complex hscale = 2;
  for (int i = 0; i < N; i++) {
    hw[i] = step(z[i], c, m[i]);
    if (cabs(hw[i] - w[i]) > 1e-9 * (1 + cabs(hw[i]))) bad++;
    if (fabs(measure(hw[i], m[i]) - mag[i]) > 1e-9 * (1 + fabs(mag[i]))) bad++;
    htotal += hw[i] * I - 1;
  }
  hscale *= 1.5f + 0.5f * I;
  hscale += 1;
  if (cabs(htotal - total) > 1e-6 * cabs(htotal)) bad++;
  if (cabsf(hscale - scale) > 1e-5f) bad++;
  printf("complex: conditions %d %d %d %d\n", cnt[0], cnt[1], cnt[2], cnt[3]);
  printf("complex: total %.3f%+.3fi scale %.3f%+.3fi w[7] %.6f%+.6fi\n", creal(total), cimag(total), crealf(scale),
         cimagf(scale), creal(w[7]), cimag(w[7]));
  printf("%s target_complex\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
