/* linear items of a simd or parallel for construct that is all of a
 * braced target region, the item also stepped in the body: the host
 * fallback keeps the construct and gives each iteration its value. */
#include <stdio.h>
#include <omp.h>

static long run(int dev, int *jout) {
  int j = 0, a[16];
  long s = 0, t = 0;
  int k = 1;
  for (int i = 0; i < 16; i++) a[i] = i % 5;
#pragma omp target map(tofrom: j, s) map(to: a) device(dev)
  {
#pragma omp simd linear(j: 2) reduction(+: s)
    for (int i = 0; i < 16; i++) {
      s += a[i] * j;
      j += 2;
    }
  }
#pragma omp target map(tofrom: k, t) map(to: a) device(dev)
  {
#pragma omp parallel for linear(k: 3) reduction(+: t) num_threads(4)
    for (int i = 0; i < 16; i++) {
      t += a[i] * k;
      k += 3;
    }
  }
  *jout = j * 1000 + k;
  return s * 100000 + t;
}

int main(void) {
  int jd, jh;
  long d = run(omp_get_default_device(), &jd);
  long h = run(omp_get_initial_device(), &jh);
  printf("device %ld %d host %ld %d\n", d, jd, h, jh);
  int ok = d == h && jd == jh && d == 48000750L && jd == 32049;
  printf("%s braced_linear_fallback\n", ok ? "PASS" : "FAIL");
  return !ok;
}
