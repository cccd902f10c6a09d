/* orphaned worksharing in declare target functions called from various
 * levels: for with reductions, single, sections, barrier, masked. */
#include <omp.h>
#include <stdio.h>
#define N 200

#pragma omp declare target
static double g_scale = 2.0;
void fill(double *v, int n, double base) {
#pragma omp for schedule(dynamic, 8)
  for (int i = 0; i < n; i++) v[i] = base + i * g_scale;
}
double dot(const double *a, const double *b, int n) {
  static double acc;
#pragma omp single
  acc = 0;
#pragma omp for reduction(+: acc)
  for (int i = 0; i < n; i++) acc += a[i] * b[i];
  return acc;
}
void tagger(int *tags) {
#pragma omp sections
  {
#pragma omp section
    tags[0] = 1 + omp_get_level();
#pragma omp section
    tags[1] = 2;
#pragma omp section
    tags[2] = 3;
  }
#pragma omp masked
  tags[3] += 1;
#pragma omp barrier
}
void lastv(int n, int *out) {
  int last = -1, i;
#pragma omp parallel for lastprivate(last)
  for (i = 0; i < n; i++) last = i * i;
  *out = last;
}
#pragma omp end declare target

int main(void) {
  double a[N], b[N], d1 = 0, d2 = 0;
  int tags[4] = {0, 0, 0, 0}, tags2[4] = {0, 0, 0, 0};
#pragma omp target parallel num_threads(4) map(from: a, b) map(tofrom: d1, tags)
  {
    fill(a, N, 1.0);
    fill(b, N, -0.5);
    double r = dot(a, b, N);
#pragma omp masked
    d1 = r;
    tagger(tags);
  }
  printf("d1 %.2f a %.1f b %.1f tags %d %d %d %d\n", d1, a[N - 1], b[3], tags[0], tags[1], tags[2], tags[3]);

  /* same functions called in a plain target region: team of one */
#pragma omp target map(tofrom: a, b, d2, tags2)
  {
    fill(a, N, 3.0);
    d2 = dot(a, a, 10);
    tagger(tags2);
  }
  printf("d2 %.2f tags2 %d %d %d %d\n", d2, tags2[0], tags2[1], tags2[2], tags2[3]);

  int lv[8];
#pragma omp target parallel for map(from: lv) num_threads(2)
  for (int k = 0; k < 8; k++) lastv(k + 1, &lv[k]);
  int ls = 0;
  for (int k = 0; k < 8; k++) ls += lv[k];
  int lw = 0;
#pragma omp target parallel num_threads(3) map(from: lw)
  {
    int mine = 0;
    lastv(12, &mine);
#pragma omp masked
    lw = mine;
  }
  printf("lastv %d %d %d\n", ls, lv[7], lw);
  return 0;
}
