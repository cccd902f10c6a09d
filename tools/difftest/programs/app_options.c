/* Black-Scholes pricing of a batch of options with the math library on
 * the device (exp, log, sqrt, erf), results and a total put-call parity
 * error reduced. */
#include <math.h>
#include <stdio.h>

#define N 4000

static double cnd(double d) { return 0.5 * (1.0 + erf(d / sqrt(2.0))); }
#pragma omp declare target(cnd)

int main(void) {
  static double S[N], K[N], T[N], call[N], put[N];
  for (int i = 0; i < N; i++) {
    S[i] = 50 + (i % 100);
    K[i] = 40 + (i * 7 % 120);
    T[i] = 0.25 + (i % 8) * 0.25;
  }
  const double r = 0.03, v = 0.25;
  double parity = 0;
#pragma omp target teams distribute parallel for map(to: S, K, T) map(from: call, put) reduction(+: parity)
  for (int i = 0; i < N; i++) {
    double sq = v * sqrt(T[i]);
    double d1 = (log(S[i] / K[i]) + (r + 0.5 * v * v) * T[i]) / sq;
    double d2 = d1 - sq;
    double disc = K[i] * exp(-r * T[i]);
    call[i] = S[i] * cnd(d1) - disc * cnd(d2);
    put[i] = disc * cnd(-d2) - S[i] * cnd(-d1);
    parity += fabs(call[i] - put[i] - (S[i] - disc));
  }
  double sc = 0, sp = 0;
  for (int i = 0; i < N; i++) {
    sc += call[i];
    sp += put[i];
  }
  printf("options: calls %.6f puts %.6f parity %.3e\n", sc, sp, parity);
  return 0;
}
