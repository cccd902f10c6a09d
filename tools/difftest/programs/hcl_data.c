/* Written by hand for tools/difftest -file: linear with steps on simd
 * forms, firstprivate of structs and arrays, defaultmap variants,
 * map(always), if(target: 0), device(), num_teams / thread_limit values,
 * user-defined reductions on nested loops. */
#include <stdio.h>
#include <omp.h>

#define N 40

struct pt { int x; double y; int v[3]; };

struct acc { long s; int n; };
#pragma omp declare reduction(accp: struct acc: omp_out.s += omp_in.s, omp_out.n += omp_in.n) \
    initializer(omp_priv = (struct acc){0, 0})

static int imax(int a, int b) { return a > b ? a : b; }
#pragma omp declare reduction(mymax: int: omp_out = omp_out > omp_in ? omp_out : omp_in) initializer(omp_priv = -999)

static void linears(void) {
  int a[N], b[N], c[N];
  int l1 = 3, l2 = 100, l3 = 0;
  long l4 = 7;
#pragma omp target simd linear(l1: 2) map(tofrom: a, l1)
  for (int i = 0; i < N; i++) { a[i] = l1; l1 += 2; }
#pragma omp target parallel for simd linear(l2: -3) map(tofrom: b, l2)
  for (int i = 0; i < N; i += 2) { b[i / 2] = l2; l2 -= 3; }
#pragma omp target map(tofrom: c, l3)
#pragma omp parallel for simd linear(l3: 1) num_threads(3)
  for (int i = N - 1; i >= 0; i--) { c[i] = l3; l3++; }
#pragma omp target map(tofrom: l4)
#pragma omp simd linear(l4: 5)
  for (int i = 0; i < 10; i++) { l4 += 5; }
  long h = 0;
  for (int i = 0; i < N; i++) h = h * 7 + a[i] + 3 * c[i];
  for (int i = 0; i < N / 2; i++) h = h * 7 + b[i];
  printf("linear l1 %d l2 %d l3 %d l4 %ld hash %ld\n", l1, l2, l3, l4, h);
}

static void firstprivates(void) {
  struct pt p = {4, 2.5, {1, 2, 3}};
  int arr[5] = {10, 20, 30, 40, 50};
  int out[N];
#pragma omp target teams distribute parallel for firstprivate(p, arr) map(from: out) num_teams(2)
  for (int i = 0; i < N; i++) {
    out[i] = p.x + (int)p.y + p.v[i % 3] + arr[i % 5];
  }
  long h = 0;
  for (int i = 0; i < N; i++) h = h * 3 + out[i];
  printf("firstprivate p.x %d arr0 %d hash %ld\n", p.x, arr[0], h);
  struct pt q = {1, 1.0, {5, 6, 7}};
  int r = 0;
#pragma omp target firstprivate(q) map(tofrom: r)
  { q.v[1] += 100; r = q.v[0] + q.v[1] + q.v[2] + q.x; }
  printf("firstprivate q.v1 %d r %d\n", q.v[1], r);
}

static void defaultmaps(void) {
  int s = 5, t = 6, u = 7;
  double d = 1.5;
  int arr[4] = {1, 2, 3, 4};
  struct pt p = {1, 2.0, {3, 4, 5}};
#pragma omp target defaultmap(tofrom: scalar)
  { s += 10; d *= 2; }
#pragma omp target defaultmap(firstprivate: aggregate) map(tofrom: t)
  { arr[0] += 100; t = arr[0] + arr[3]; }
#pragma omp target defaultmap(to: aggregate) defaultmap(tofrom: scalar)
  { p.x += 50; u = p.x + p.v[2]; }
  int v = 9;
#pragma omp target defaultmap(none: scalar) map(tofrom: v)
  { v *= 3; }
  int w = 2;
#pragma omp target defaultmap(default)
  { w += 1; }
  printf("defaultmap s %d d %g arr0 %d t %d p.x %d u %d v %d w %d\n", s, d, arr[0], t, p.x, u, v, w);
}

static void always_if_device(void) {
  int a[8] = {0}, r1 = 0, r2 = 0, dev = omp_get_default_device();
#pragma omp target data map(tofrom: a)
  {
    for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target map(always, to: a) map(tofrom: r1)
    { for (int i = 0; i < 8; i++) r1 += a[i]; a[0] = 100; }
#pragma omp target map(always, from: a) device(dev)
    { a[1] = 200; }
    r2 = a[0] + a[1];
  }
  int host = -1, ran = 0;
#pragma omp target if(target: 0) map(tofrom: host, ran)
  { host = omp_is_initial_device(); ran = 1; }
  int host2 = -1, n = 37;
#pragma omp target parallel for if(target: n > 100) if(parallel: 0) map(tofrom: host2)
  for (int i = 0; i < 4; i++) { if (i == 0) host2 = omp_is_initial_device() * 10 + omp_get_num_threads(); }
  int nt = 0, tl = 0;
#pragma omp target teams num_teams(2) thread_limit(5) map(tofrom: nt, tl)
  {
    if (omp_get_team_num() == 0) { nt = omp_get_num_teams(); tl = omp_get_thread_limit(); }
  }
  printf("always r1 %d r2 %d a0 %d if host %d ran %d host2 %d teams %d limit %d\n", r1, r2, a[0], host, ran,
         host2, nt, tl);
}

static void udrs(void) {
  int g[6][7];
  for (int i = 0; i < 6; i++)
    for (int j = 0; j < 7; j++) g[i][j] = (i * 13 + j * 5) % 17 - 3;
  struct acc ac = {1, 1};
  int m = -500;
#pragma omp target teams distribute parallel for collapse(2) reduction(accp: ac) reduction(mymax: m) map(to: g) num_teams(2)
  for (int i = 0; i < 6; i++)
    for (int j = 6; j >= 0; j--) {
      ac.s += g[i][j];
      ac.n += 1;
      m = imax(m, g[i][j] * 2);
    }
  struct acc ac2 = {0, 0};
#pragma omp target parallel map(to: g) map(tofrom: ac2) num_threads(3)
  {
#pragma omp for reduction(accp: ac2)
    for (int i = 0; i < 6; i++) {
      for (int j = 0; j < 7; j += 2) { ac2.s += g[i][j]; ac2.n++; }
    }
  }
  printf("udr s %ld n %d m %d s2 %ld n2 %d\n", ac.s, ac.n, m, ac2.s, ac2.n);
}

int main(void) {
  linears();
  firstprivates();
  defaultmaps();
  always_if_device();
  udrs();
  return 0;
}
