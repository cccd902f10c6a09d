/* Variable-length arrays declared inside target regions: each thread's
 * own storage, sized by extents the device evaluates where C does. A
 * sequential region (sizeof the runtime size), a per-iteration array in
 * a combined loop whose extent changes with the iteration (a shared or
 * wrongly sized array would mix the iterations' values), two dimensions
 * with an extent that differs between iterations (subscripts by the
 * runtime row length, sizeof of the array and of a row), arrays of
 * structs and of a fixed inner extent, a declare target function with
 * its own array, leaving the scope by continue and break, and an array
 * declared in a parallel region's code. */
#include <omp.h>
#include <stdio.h>

struct P {
  int x;
  double y;
};

#pragma omp declare target
static double rowsum(int n, int m, double a[n][m], int i) {
  double s = 0;
  for (int j = 0; j < m; j++) s += a[i][j];
  return s;
}
static double scratch(int k) {
  double w[k];
  for (int j = 0; j < k; j++) w[j] = j * 0.5;
  double s = 0;
  for (int j = 0; j < k; j++) {
    if (j == 7) break;
    s += w[j];
  }
  return s + sizeof w;
}
#pragma omp end declare target

static int dim(int n) { return n; }

int main(void) {
  int fails = 0;
  int n = dim(48), m = dim(6);
  double a[48];
  for (int i = 0; i < n; i++) a[i] = i;

  double s = 0;
  long bytes = 0;
  #pragma omp target map(tofrom: s, bytes) map(to: a)
  {
    int k = n / 2;
    double tmp[k];
    for (int i = 0; i < k; i++) tmp[i] = a[2 * i] + a[2 * i + 1];
    for (int i = 0; i < k; i++) s += tmp[i] * (i + 1);
    bytes = (long)sizeof tmp;
  }
  printf("sequential: s=%g bytes=%ld\n", s, bytes);
  fails += bytes != 24 * 8;

  double out[48], rows[48], sc[48];
  long sz[48];
  #pragma omp target teams distribute parallel for map(from: out, sz, rows, sc) firstprivate(m)
  for (int i = 0; i < n; i++) {
    int k = i % 7 + 1;
    double t[k];
    for (int j = 0; j < k; j++) t[j] = i * 10 + j;
    double acc = 0;
    for (int j = 0; j < k; j++) acc += t[j] * (j + 1);
    out[i] = acc;
    sz[i] = (long)sizeof t;

    double g[3 + i % 2][m + i % 3];
    for (int p = 0; p < 3 + i % 2; p++)
      for (int q = 0; q < m + i % 3; q++) g[p][q] = i + p * 100 + q;
    rows[i] = rowsum(3 + i % 2, m + i % 3, g, 2) + sizeof g + sizeof g[0] * 1000 + sizeof *g * 100000;

    struct P ps[i % 4 + 1];
    for (int j = 0; j < i % 4 + 1; j++) {
      ps[j].x = i + j;
      ps[j].y = j * 0.25;
    }
    float c[3][m];
    for (int p = 0; p < 3; p++)
      for (int q = 0; q < m; q++) c[p][q] = ps[p % (i % 4 + 1)].x + q + ps[i % 4].y;
    sc[i] = scratch(i % 9 + 1) + c[2][m - 1] + sizeof c + sizeof ps;
    if (i % 5 == 0) continue;
    int z[i];
    for (int j = 0; j < i; j++) z[j] = j * j;
    sc[i] += z[i - 1] + sizeof z;
  }
  double tot = 0;
  for (int i = 0; i < n; i++) {
    tot += out[i] + rows[i] + sc[i];
    int k = i % 7 + 1;
    double want = 0;
    for (int j = 0; j < k; j++) want += (i * 10 + j) * (j + 1.0);
    fails += out[i] != want || sz[i] != k * 8;
  }
  for (int i = 0; i < n; i += 9) printf("i=%d out=%g sz=%ld rows=%g sc=%g\n", i, out[i], sz[i], rows[i], sc[i]);
  printf("total %.2f\n", tot);

  int per[8] = {0};
  #pragma omp target parallel num_threads(8) map(tofrom: per)
  {
    int id = omp_get_thread_num();
    int len = 3 + id;
    int mine[len];
    for (int j = 0; j < len; j++) mine[j] = id * 100 + j;
    #pragma omp barrier
    int sum = 0;
    for (int j = 0; j < len; j++) sum += mine[j];
    if (id < 8) per[id] = sum + (int)sizeof mine;
  }
  printf("parallel region:");
  for (int i = 0; i < 8; i++) printf(" %d", per[i]);
  printf("\n");
  if (fails) {
    printf("FAIL %s: %d\n", "vla_local", fails);
    return 1;
  }
  printf("PASS vla_local\n");
  return 0;
}
