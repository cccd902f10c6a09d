/* Variable-length arrays declared beside the nested parallel loops of
 * target regions (generic regions): one array per team, which thread 0
 * allocates and every thread of the team fills through the loops, the
 * code after them reading what all threads wrote. An array declared in
 * each iteration of a loop around a parallel loop, with a different
 * extent each time (two dimensions), a worksharing loop of a parallel
 * region of code, a teams region whose distributed iterations each
 * declare one, per-thread arrays inside the parallel loop's body, and a
 * reduction over an array declared beside the loop. */
#include <stdio.h>

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = dim(40);
  double a[40], b[3];
  for (int i = 0; i < n; i++) a[i] = i;
  #pragma omp target map(tofrom: a, b)
  {
    int m = n;
    double tmp[m];
    #pragma omp parallel for
    for (int i = 0; i < m; i++) tmp[i] = a[i] * 3;
    double s = 0;
    for (int i = 0; i < m; i++) s += tmp[i] * (i % 4);
    b[0] = s + sizeof tmp;
    for (int r = 1; r <= 2; r++) {
      int k = r * 4;
      double g[k][m];
      #pragma omp parallel for
      for (int i = 0; i < k; i++)
        for (int j = 0; j < m; j++) g[i][j] = i * 1000 + j + r;
      double t = 0;
      for (int i = 0; i < k; i++) t += g[i][m - 1 - i];
      b[r] = t + sizeof g + sizeof g[1] * 0.5;
    }
    a[0] = tmp[m - 1];
  }
  printf("beside loops: %.1f %.1f %.1f a[0]=%g\n", b[0], b[1], b[2], a[0]);
  fails += a[0] != 117;

  long ws[2] = {0, 0};
  #pragma omp target parallel num_threads(4) map(tofrom: ws)
  {
    #pragma omp for
    for (int i = 0; i < 16; i++) {
      int w[i + 1];
      for (int j = 0; j <= i; j++) w[j] = i - j;
      long acc = 0;
      for (int j = 0; j <= i; j++) acc += w[j] * (j + 1);
      #pragma omp atomic
      ws[0] += acc;
    }
  }
  int cnt = dim(12);
  #pragma omp target map(tofrom: ws)
  {
    long h[cnt];
    #pragma omp parallel
    {
      #pragma omp for
      for (int i = 0; i < cnt; i++) h[i] = (long)i * i;
      #pragma omp single
      {
        long acc = 0;
        for (int i = 0; i < cnt; i++) acc += h[i];
        ws[1] = acc + (long)sizeof h;
      }
    }
  }
  printf("parallel code: %ld %ld\n", ws[0], ws[1]);

  /* A reduction over an array declared beside the loop: the copies are
   * sized by the team's array's size. */
  long red = 0;
  #pragma omp target map(tofrom: red)
  {
    long t[cnt];
    for (int i = 0; i < cnt; i++) t[i] = i;
    #pragma omp parallel for reduction(+: t)
    for (int i = 0; i < 96; i++) t[i % cnt] += i;
    for (int i = 0; i < cnt; i++) red += t[i] * (i + 1);
  }
  printf("reduction: %ld\n", red);

  int out[6] = {0};
  #pragma omp target teams distribute num_teams(3) map(tofrom: out)
  for (int t = 0; t < 6; t++) {
    int len = 8 + t;
    int w[len];
    #pragma omp parallel for
    for (int i = 0; i < len; i++) {
      int part[i % 3 + 1];
      for (int j = 0; j < i % 3 + 1; j++) part[j] = t * 100 + i + j;
      w[i] = part[i % 3] + (int)sizeof part;
    }
    int s = 0;
    for (int i = 0; i < len; i++) s += w[i];
    out[t] = s + (int)sizeof w;
  }
  printf("teams:");
  for (int t = 0; t < 6; t++) printf(" %d", out[t]);
  printf("\n");
  if (fails) {
    printf("FAIL %s: %d\n", "vla_local_generic", fails);
    return 1;
  }
  printf("PASS vla_local_generic\n");
  return 0;
}
