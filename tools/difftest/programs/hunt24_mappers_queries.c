/* Differential program (against clang-19): declare mappers nested through struct members and arrays of structs (target, enter/exit data, update), runtime queries in a region, teams distribute collapse over a triangular nest, target simd collapse. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; double *d; } Vec;
typedef struct { Vec a, b; int tag; } Pair;
#pragma omp declare mapper(Vec v) map(v.n, v.d[0:v.n])
#pragma omp declare mapper(Pair p) map(p.a, p.b, p.tag)
typedef struct { int k; Pair pr[3]; } Holder;

static void init_vec(Vec *v, int n, double base) { v->n = n; v->d = malloc(n * sizeof(double)); for (int i = 0; i < n; i++) v->d[i] = base + i; }

int main(void) {
  Pair p; init_vec(&p.a, 5, 1.0); init_vec(&p.b, 3, 10.0); p.tag = 7;
#pragma omp target map(tofrom: p)
  {
    for (int i = 0; i < p.a.n; i++) p.a.d[i] *= p.tag;
    for (int i = 0; i < p.b.n; i++) p.b.d[i] += p.a.d[i];
    p.tag = -1;
  }
  printf("pair %.1f %.1f %.1f %d\n", p.a.d[4], p.b.d[0], p.b.d[2], p.tag);

  Pair arr[4];
  for (int k = 0; k < 4; k++) { init_vec(&arr[k].a, 2 + k, k); init_vec(&arr[k].b, 1, 100 * k); arr[k].tag = k; }
#pragma omp target teams distribute parallel for map(tofrom: arr[0:4]) num_teams(2)
  for (int k = 0; k < 4; k++) {
    double s = 0;
    for (int i = 0; i < arr[k].a.n; i++) s += arr[k].a.d[i];
    arr[k].b.d[0] += s;
    arr[k].tag *= 10;
  }
  double tot = 0;
  for (int k = 0; k < 4; k++) tot += arr[k].b.d[0] * (k + 1) + arr[k].tag;
  printf("arr %.1f\n", tot);

  /* target enter data with a mapper, then update members */
#pragma omp target enter data map(to: arr[1:2])
  for (int k = 1; k < 3; k++) arr[k].a.d[0] = 555;
#pragma omp target update to(arr[1:2])
#pragma omp target map(present, alloc: arr[1:2])
  for (int k = 1; k < 3; k++) arr[k].b.d[0] = arr[k].a.d[0] + k;
#pragma omp target exit data map(from: arr[1:2])
  printf("arr upd %.1f %.1f %.1f\n", arr[1].b.d[0], arr[2].b.d[0], arr[3].b.d[0]);

  /* holder: array of structs member with nested mappers */
  Holder h; h.k = 3;
  for (int j = 0; j < 3; j++) { init_vec(&h.pr[j].a, 2, j * 10); init_vec(&h.pr[j].b, 2, -j); h.pr[j].tag = j + 1; }
#pragma omp target map(tofrom: h)
  for (int j = 0; j < h.k; j++) { h.pr[j].a.d[1] += h.pr[j].b.d[0] * h.pr[j].tag; h.pr[j].b.d[1] = h.pr[j].tag; }
  tot = 0;
  for (int j = 0; j < 3; j++) tot += h.pr[j].a.d[1] * (j + 2) + h.pr[j].b.d[1];
  printf("holder %.1f\n", tot);

  /* runtime queries */
  int qi[10];
#pragma omp target map(from: qi)
  {
    qi[0] = omp_get_default_device() == 0;
    qi[1] = omp_get_num_devices() >= 0;
    qi[2] = omp_get_initial_device() == omp_get_num_devices();
    qi[3] = omp_get_max_active_levels() >= 1;
    qi[4] = omp_get_dynamic();
    qi[5] = omp_get_cancellation();
    qi[6] = omp_get_proc_bind() == omp_proc_bind_false;
    qi[7] = omp_in_final();
    qi[8] = omp_get_supported_active_levels() >= 1;
    qi[9] = omp_get_max_task_priority();
  }
  for (int i = 0; i < 10; i++) printf("%d ", qi[i]);
  printf("| host %d %d\n", omp_get_initial_device() == omp_get_num_devices(), omp_get_device_num() == omp_get_initial_device());

  /* teams distribute with dist_schedule + lastprivate + collapse non-rect, simd collapse */
  int last = -1, cnt = 0, m[10][10];
  for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) m[i][j] = 0;
#pragma omp target teams distribute map(tofrom: last, m) num_teams(3) collapse(2)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < i; j++) { m[i][j] = i * 10 + j; if (i == 9 && j == 8) last = i * 100 + j; }
#pragma omp target simd collapse(2) reduction(+: cnt) map(tofrom: cnt, m)
  for (int i = 0; i < 10; i++)
    for (int j = i; j < 10; j++) { cnt += m[j][i]; m[i][j] += 1; }
  long ms = 0; for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) ms += m[i][j] * (i + 1) + j;
  printf("distcol %d %d %ld\n", last, cnt, ms);
  return 0;
}
