/* Written by hand in the style of applications, for tools/difftest -file
 * (docs/difftest.md): declare mapper with two sections, enter/update/exit
 * data of a mapped struct, arrays of structs, a declare target function,
 * lastprivate with collapse, linear, atomic capture/update and critical,
 * device routines.
 */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

typedef struct { int len; float *x; float *y; } pair_t;
#pragma omp declare mapper(pair_t p) map(tofrom: p.len, p.x[0:p.len], p.y[0:p.len])

typedef struct { double pos[3]; double vel[3]; int id; } particle;

#pragma omp declare target
double energy(const particle *p) {
  double e = 0;
  for (int k = 0; k < 3; k++) e += p->vel[k] * p->vel[k];
  return 0.5 * e;
}
#pragma omp end declare target

int main(void) {
  int n = 200;
  pair_t pr; pr.len = n;
  pr.x = malloc(n * sizeof(float)); pr.y = malloc(n * sizeof(float));
  for (int i = 0; i < n; i++) { pr.x[i] = i; pr.y[i] = 2 * i; }
  #pragma omp target enter data map(to: pr)
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) pr.y[i] = pr.y[i] + 3 * pr.x[i];
  #pragma omp target update from(pr)
  printf("pr.y[10] = %g\n", pr.y[10]);
  for (int i = 0; i < n; i++) pr.x[i] = 1;
  #pragma omp target update to(pr)
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++) pr.y[i] += pr.x[i];
  #pragma omp target exit data map(from: pr)
  printf("pr.y[10] = %g pr.y[199] = %g\n", pr.y[10], pr.y[199]);

  particle *ps = malloc(64 * sizeof(particle));
  for (int i = 0; i < 64; i++) {
    for (int k = 0; k < 3; k++) { ps[i].pos[k] = i + k; ps[i].vel[k] = (i % 5) - k; }
    ps[i].id = i;
  }
  double etot = 0;
  #pragma omp target teams distribute parallel for map(tofrom: ps[0:64]) reduction(+: etot)
  for (int i = 0; i < 64; i++) {
    for (int k = 0; k < 3; k++) ps[i].pos[k] += 0.5 * ps[i].vel[k];
    etot += energy(&ps[i]);
  }
  printf("etot %g pos %g %g\n", etot, ps[3].pos[0], ps[63].pos[2]);

  /* dynamic schedule, lastprivate with collapse */
  int cnt[100] = {0};
  int li = -1, lj = -1;
  #pragma omp target teams distribute parallel for collapse(2) schedule(static, 3) lastprivate(li, lj) map(tofrom: cnt, li, lj)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) { cnt[i * 10 + j] += i + j; li = i; lj = j; }
  long cs = 0; for (int i = 0; i < 100; i++) cs += cnt[i];
  printf("cs %ld li %d lj %d\n", cs, li, lj);

  /* guided, linear */
  int lin = 7; int arr[50];
  #pragma omp target parallel for linear(lin: 2) map(tofrom: lin) map(from: arr)
  for (int i = 0; i < 50; i++) { arr[i] = lin; }
  printf("lin %d arr %d %d\n", lin, arr[0], arr[49]);

  /* atomics */
  int ctr = 0; long big = 0; int mx = 0; int caps[64];
  #pragma omp target teams distribute parallel for map(tofrom: ctr, big, mx) map(from: caps) num_teams(4)
  for (int i = 0; i < 64; i++) {
    int v;
    #pragma omp atomic capture
    v = ctr++;
    caps[i] = v >= 0;
    #pragma omp atomic update
    big += (long)i * i;
    #pragma omp critical
    { if (i > mx) mx = i; }
  }
  int allc = 1; for (int i = 0; i < 64; i++) allc &= caps[i];
  printf("ctr %d big %ld mx %d allc %d\n", ctr, big, mx, allc);

  /* device routines */
  int nt = -1, tn[8], nth = -1;
  #pragma omp target teams num_teams(8) map(tofrom: nt, tn)
  {
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
    tn[omp_get_team_num()] = omp_get_team_num() * 10;
  }
  #pragma omp target parallel num_threads(4) map(tofrom: nth)
  {
    #pragma omp single
    nth = omp_get_num_threads();
  }
  /* The number of teams is the implementation's (clang-19 gives fewer
   * than num_teams asks for): print only what OpenMP fixes. */
  printf("nt>=1 %d tn %d nth %d\n", nt >= 1, tn[0], nth);
  printf("initial %d\n", omp_is_initial_device());
  int dev_init = -1;
  #pragma omp target map(from: dev_init)
  dev_init = omp_is_initial_device();
  printf("dev_init %d\n", dev_init);
  return 0;
}
