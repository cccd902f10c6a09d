/* private, firstprivate, and firstprivate with lastprivate variable-length
 * arrays on loops beside other code in target regions: each thread's
 * copy has the original's extents and storage of its own (writing it
 * leaves the original alone; sizeof is the original's size); a
 * firstprivate copy starts from the values the code before the loop
 * left, and the lastprivate copy-out brings back the last iteration's
 * array. One and two dimensions, mapped arrays and one declared in the
 * region, a parallel for and a worksharing loop of a parallel region. */
#include <stdio.h>

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = dim(16), r = dim(3);
  double v[n], g[r][n], out[16], s = 0;
  for (int i = 0; i < n; i++) v[i] = i;
  for (int p = 0; p < r; p++)
    for (int q = 0; q < n; q++) g[p][q] = p * 100 + q;
  #pragma omp target map(tofrom: out, s, v, g)
  {
    s = 1;
    v[2] = 50;
    #pragma omp parallel for private(v, g)
    for (int i = 0; i < 16; i++) {
      for (int j = 0; j < n; j++) v[j] = -i - j;
      for (int p = 0; p < r; p++)
        for (int q = 0; q < n; q++) g[p][q] = -1;
      g[2][i] = i;
      out[i] = v[15 - i] + g[2][i] * 1000 + sizeof v + sizeof g * 10 + sizeof g[1] * 100;
    }
    s += v[2] + g[2][5];
    #pragma omp parallel for firstprivate(v, g)
    for (int i = 0; i < 16; i++) {
      v[i] += 0.5;
      g[1][i] *= 2;
      out[i] += v[i] + g[1][i] + g[2][15];
    }
    s += v[3];
  }
  printf("private/firstprivate: s=%g v[2]=%g g[1][3]=%g\n", s, v[2], g[1][3]);
  for (int i = 0; i < 16; i += 5) printf(" out[%d]=%g", i, out[i]);
  printf("\n");
  fails += s != 1 + 50 + 205 + 3 || v[2] != 50 || g[1][3] != 103;

  int m = dim(24);
  int w[m];
  for (int k = 0; k < m; k++) w[k] = 1;
  int after = 0;
  #pragma omp target map(tofrom: w, after)
  {
    w[0] = 5;
    /* Iterations before the last write only elements 16 and on; the last
     * adds to the first 16, which are the firstprivate start values. */
    #pragma omp parallel for firstprivate(w) lastprivate(w)
    for (int i = 0; i < 64; i++) {
      if (i == 63)
        for (int k = 0; k < 16; k++) w[k] += 1000 + k;
      else
        w[16 + i % 8] = i;
    }
    after = w[0] + (int)sizeof w;
    w[1] += 100;
  }
  printf("firstprivate+lastprivate: after=%d w=", after);
  for (int k = 0; k < 16; k++) printf(" %d", w[k]);
  printf("\n");
  fails += after != 1005 + 96 || w[1] != 1102;

  double h[r][n];
  for (int p = 0; p < r; p++)
    for (int q = 0; q < n; q++) h[p][q] = p + q * 0.5;
  double tail = 0;
  #pragma omp target parallel num_threads(4) map(tofrom: h, tail)
  {
    #pragma omp for firstprivate(h) lastprivate(h) schedule(static, 4)
    for (int i = 0; i < 16; i++) {
      if (i == 15)
        for (int p = 0; p < r; p++) h[p][p] += 10 * sizeof h[0];
      else
        h[i % r][15] = -1;
    }
    #pragma omp single
    tail = h[0][0] + h[1][1] + h[2][2];
  }
  printf("worksharing: tail=%g h[1][2]=%g\n", tail, h[1][2]);

  double loc = 0;
  #pragma omp target map(tofrom: loc)
  {
    int k = n / 2;
    double t[k];
    for (int j = 0; j < k; j++) t[j] = j;
    #pragma omp parallel for private(t) reduction(+: loc)
    for (int i = 0; i < 8; i++) {
      for (int j = 0; j < k; j++) t[j] = i;
      loc += t[i] + sizeof t;
    }
    loc += t[k - 1] * 1000;
  }
  printf("declared in the region: %g\n", loc);
  fails += loc != 28 + 8 * 64 + 7000;
  if (fails) {
    printf("FAIL %s: %d\n", "vla_private_beside", fails);
    return 1;
  }
  printf("PASS vla_private_beside\n");
  return 0;
}
