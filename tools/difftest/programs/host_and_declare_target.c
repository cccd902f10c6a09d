/* Written by hand in the style of OpenMP 5.2 conformance tests, for
 * tools/difftest -file (docs/difftest.md): target regions inside host parallel regions and host tasks, declare target functions and globals with target update, firstprivate structs and arrays, struct member sections and arrays of structs.
 */
#include <stdio.h>
#include <stddef.h>
#include <limits.h>
#include <omp.h>

/* part 1 */
#define N1 40
static int part1(void) {
  int res[4][N1]; int dev[4];
#pragma omp parallel for num_threads(4)
  for (int t = 0; t < 4; t++) {
    int *r = res[t];
#pragma omp target teams distribute parallel for map(from: r[0:N1])
    for (int i = 0; i < N1; i++) r[i] = t * 1000 + i;
    int d = 0;
#pragma omp target map(from: d)
    d = omp_is_initial_device();
    dev[t] = d;
  }
  long s = 0; for (int t = 0; t < 4; t++) for (int i = 0; i < N1; i++) s += res[t][i];
  printf("s=%ld dev=%d %d %d %d\n", s, dev[0], dev[1], dev[2], dev[3]);
  int x[N1] = {0}, y[N1] = {0};
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task shared(x)
    {
#pragma omp target map(tofrom: x)
      for (int i = 0; i < N1; i++) x[i] = i * 2;
    }
#pragma omp task shared(y)
    {
#pragma omp target teams distribute parallel for map(tofrom: y)
      for (int i = 0; i < N1; i++) y[i] = i * 3;
    }
#pragma omp taskwait
  }
  int xs = 0, ys = 0; for (int i = 0; i < N1; i++) { xs += x[i]; ys += y[i]; }
  printf("xs=%d ys=%d\n", xs, ys);
  int hl = -1;
#pragma omp parallel num_threads(3)
  {
#pragma omp single
    {
      int v = -1;
#pragma omp target map(from: v)
      v = omp_is_initial_device() + 5;
      hl = v;
    }
  }
  printf("hl=%d\n", hl);
  return 0;
}

/* part 2 */
#define N2 64
#pragma omp declare target
static int square(int v) { return v * v; }
double scale = 2.5;
int table[4] = {1, 10, 100, 1000};
long accum(const int *a, int n) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
void fill(int *p, int n, int v) {
  for (int i = 0; i < n; i++) p[i] = v + table[i % 4];
}
#pragma omp end declare target
static int part2(void) {
  int a[N2], b[N2]; long tot = 0;
  for (int i = 0; i < N2; i++) a[i] = i;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N2; i++) b[i] = square(a[i]) + (int)(scale * 2);
  long s = 0; for (int i = 0; i < N2; i++) s += b[i];
  printf("s=%ld\n", s);
  scale = 4.0; table[1] = 20;
#pragma omp target update to(scale, table)
  int rows[4][8];
#pragma omp target teams distribute map(from: rows) map(tofrom: tot) reduction(+: tot)
  for (int r = 0; r < 4; r++) { fill(rows[r], 8, r * (int)scale); tot += accum(rows[r], 8); }
  long rs = 0; for (int r = 0; r < 4; r++) for (int k = 0; k < 8; k++) rs += rows[r][k] * (k + 1);
  printf("rs=%ld tot=%ld\n", rs, tot);
  int host_scale_used = (int)scale;
#pragma omp target map(tofrom: host_scale_used)
  { host_scale_used = (int)(scale * 10) + table[1]; table[2] = 7; }
#pragma omp target update from(table)
  printf("hs=%d t2=%d\n", host_scale_used, table[2]);
  return 0;
}

/* part 3 */
#define N3 48
typedef struct { int id; double w; int v[4]; } item;
static int part3(void) {
  item it = {3, 0.5, {1, 2, 3, 4}};
  int arr[5] = {10, 20, 30, 40, 50};
  int res[N3];
  /* firstprivate struct and array: modifications stay private */
#pragma omp target teams distribute parallel for firstprivate(it, arr) map(from: res)
  for (int i = 0; i < N3; i++) { arr[i % 5] += i; it.v[i % 4] *= 2; res[i] = it.id + (int)(it.w * 4) + arr[(i + 1) % 5] * 0 + it.v[0] * 0 + i; }
  long rs = 0; for (int i = 0; i < N3; i++) rs += res[i];
  printf("rs=%ld it.v0=%d arr0=%d\n", rs, it.v[0], arr[0]);
  /* implicit firstprivate scalar modified in region */
  int sc = 5;
#pragma omp target
  { sc = 99; }
  printf("sc=%d\n", sc);
  /* defaultmap(tofrom: scalar) */
  int sm = 5;
#pragma omp target defaultmap(tofrom: scalar)
  { sm = 99; }
  printf("sm=%d\n", sm);
  /* private in target teams; shared counter */
  int pv = 7, cnt = 0;
#pragma omp target teams distribute parallel for private(pv) map(tofrom: cnt)
  for (int i = 0; i < N3; i++) { pv = i; if (pv == i) {
#pragma omp atomic
      cnt++; } }
  printf("pv=%d cnt=%d\n", pv, cnt);
  /* struct reduction member not allowed; map struct member */
  item m = {1, 2.0, {0, 0, 0, 0}};
#pragma omp target map(tofrom: m.v[1:2], m.id)
  { m.v[1] = 11; m.v[2] = 22; m.id = 7; }
  printf("m %d %d %d %d\n", m.id, m.v[0], m.v[1], m.v[2]);
  /* array of structs */
  item its[6];
  for (int k = 0; k < 6; k++) { its[k].id = k; its[k].w = k * 0.25; for (int q = 0; q < 4; q++) its[k].v[q] = k + q; }
#pragma omp target teams distribute parallel for map(tofrom: its[1:4])
  for (int k = 1; k < 5; k++) { its[k].w *= 2; its[k].v[k % 4] += 100; }
  double ws = 0; long vs = 0; for (int k = 0; k < 6; k++) { ws += its[k].w; for (int q = 0; q < 4; q++) vs += its[k].v[q] * (q + 1); }
  printf("ws=%g vs=%ld\n", ws, vs);
  return 0;
}

int main(void) {
  printf("part 1\n");
  part1();
  printf("part 2\n");
  part2();
  printf("part 3\n");
  part3();
  return 0;
}
