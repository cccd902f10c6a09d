/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): nested struct members, negative offsets in sections,
 * declare target globals and a function with an atomic, firstprivate
 * struct, float atomics, repeated updates in target data, reductions of
 * six kinds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 512
struct inner { int m; double w[8]; };
struct outer { int n; struct inner in; double *buf; };

#pragma omp declare target
int counter;
double table[16];
void bump(int *c, int v) {
  #pragma omp atomic
  *c += v;
}
static double lerp(double a, double b, double t) { return a + (b - a) * t; }
#pragma omp end declare target

int main(void) {
  struct outer o; o.n = N; o.in.m = 3;
  for (int k = 0; k < 8; k++) o.in.w[k] = k * 0.5;
  o.buf = calloc(N, sizeof(double));
  #pragma omp target teams distribute parallel for map(to: o.in) map(tofrom: o.buf[0:N])
  for (int i = 0; i < N; i++) o.buf[i] = o.in.w[i % 8] * o.in.m + i;
  double s = 0; for (int i = 0; i < N; i++) s += o.buf[i];
  printf("s = %.17g\n", s);

  /* pointer arithmetic in sections */
  double *base = o.buf;
  double *mid = base + 100;
  #pragma omp target map(tofrom: mid[-10:20])
  for (int i = -10; i < 10; i++) mid[i] = -1;
  printf("base[89..90] %g %g base[109..110] %g %g\n", base[89], base[90], base[109], base[110]);

  /* declare target globals with update */
  for (int k = 0; k < 16; k++) table[k] = k * k;
  counter = 5;
  #pragma omp target update to(table, counter)
  int cnt_local = 0;
  #pragma omp target teams distribute parallel for map(tofrom: cnt_local)
  for (int i = 0; i < 100; i++) {
    bump(&counter, 1);
    bump(&cnt_local, 2);
    table[i % 16] = lerp(table[i % 16], 0, 0.0);
  }
  #pragma omp target update from(counter)
  printf("counter %d cnt_local %d\n", counter, cnt_local);

  /* firstprivate struct */
  struct inner fi = o.in;
  double res[8];
  #pragma omp target firstprivate(fi) map(from: res)
  {
    for (int k = 0; k < 8; k++) { fi.w[k] *= 2; res[k] = fi.w[k] + fi.m; }
  }
  printf("res %g %g fi.w[7] %g\n", res[0], res[7], fi.w[7]);

  /* float atomics */
  float fsum = 0; double dsum = 0;
  #pragma omp target teams distribute parallel for map(tofrom: fsum, dsum)
  for (int i = 0; i < 1024; i++) {
    #pragma omp atomic
    fsum += 0.25f;
    #pragma omp atomic
    dsum += (double)(i % 4);
  }
  printf("fsum %g dsum %g\n", fsum, dsum);

  /* target data with use_device_ptr and host loop over updates */
  int *v = malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) v[i] = i;
  #pragma omp target data map(tofrom: v[0:N])
  {
    for (int rep = 0; rep < 3; rep++) {
      #pragma omp target teams distribute parallel for
      for (int i = 0; i < N; i++) v[i] += rep;
      #pragma omp target update from(v[0:4])
      printf("rep %d: %d %d %d %d\n", rep, v[0], v[1], v[2], v[3]);
      v[0] = 1000;
      #pragma omp target update to(v[0:1])
    }
  }
  printf("v[0] %d v[511] %d\n", v[0], v[N - 1]);

  /* reductions of several kinds in one loop, with int, unsigned, char? */
  long lsum = 0; unsigned uxor = 0; int iand = ~0; int lor = 0, land = 1; double dmax = -1e300;
  #pragma omp target teams distribute parallel for simd reduction(+: lsum) reduction(^: uxor) reduction(&: iand) reduction(||: lor) reduction(&&: land) reduction(max: dmax)
  for (int i = 0; i < N; i++) {
    lsum += i;
    uxor ^= (unsigned)i * 2654435761u;
    iand &= (i | 0x100);
    lor = lor || (i == 300);
    land = land && (i >= 0);
    dmax = i * 0.5 > dmax ? i * 0.5 : dmax;
  }
  printf("lsum %ld uxor %u iand %d lor %d land %d dmax %g\n", lsum, uxor, iand, lor, land, dmax);
  return 0;
}
