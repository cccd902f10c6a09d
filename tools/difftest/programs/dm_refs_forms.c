/* Written by hand for tools/difftest -file (docs/difftest.md): reference counts and modifiers: to/from/alloc on present data (no copy without always), present and always on target and data directives, release and delete at counts above 1, target update and exit data of absent data, target data if(0), nested data regions with always/close, defaultmap with every implicit behavior and category, struct members of a present struct. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>
#define N 16
int errs = 0;
#define CK(c) do { if (!(c)) { errs++; printf("fail line %d: %s\n", __LINE__, #c); } } while (0)
typedef struct { int n; double v[4]; } S;

void t_present_nocopy(void) {
  int a[N], x = 1;
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target enter data map(to: a, x)
  for (int i = 0; i < N; i++) a[i] = -1;
  x = 50;
#pragma omp target map(to: a) map(tofrom: x)
  { x += a[3]; for (int i = 0; i < N; i++) a[i] += 10; }
  CK(x == 50 && a[3] == -1);
#pragma omp target map(present, alloc: a) map(from: x)
  { x = a[3]; }
  CK(x == 50);
#pragma omp target enter data map(always, to: a)
#pragma omp target map(always, from: x) map(present, tofrom: a)
  { x = a[3] + 1; a[0] = 77; }
  CK(x == 0 && a[0] == -1);
#pragma omp target exit data map(release: a)
  CK(omp_target_is_present(a, omp_get_default_device()));
#pragma omp target exit data map(from: a)
  CK(a[0] == 77);
  CK(!omp_target_is_present(a, omp_get_default_device()));
#pragma omp target exit data map(from: x)
  CK(x == 1 + 3 + 10 + 0 || x == 0);
  printf("present nocopy x=%d a[0]=%d a[3]=%d\n", x, a[0], a[3]);
}

void t_update_absent(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target update to(a)
#pragma omp target update from(a[2:4])
  CK(a[2] == 2);
#pragma omp target exit data map(from: a)
  CK(a[5] == 5);
#pragma omp target exit data map(delete: a[0:N])
  int cnt = 0;
#pragma omp target data map(to: a) if(0)
  {
    CK(!omp_target_is_present(a, omp_get_default_device()));
#pragma omp target map(tofrom: cnt)
    for (int i = 0; i < N; i++) cnt += a[i];
  }
  CK(cnt == N * (N - 1) / 2);
  printf("update absent cnt=%d\n", cnt);
}

void t_delete_refcount(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = 1;
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target enter data map(to: a)
#pragma omp target
  for (int i = 0; i < N; i++) a[i] = 2;
#pragma omp target exit data map(delete: a)
  CK(!omp_target_is_present(a, omp_get_default_device()));
  CK(a[0] == 1);
#pragma omp target map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] += 5;
  CK(a[0] == 6);
  printf("delete refcount a[0]=%d\n", a[0]);
}

void t_nested_data(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
#pragma omp target data map(to: a) map(alloc: b)
  {
#pragma omp target data map(from: a) map(tofrom: b)
    {
#pragma omp target
      for (int i = 0; i < N; i++) { b[i] = a[i] * 2; a[i] = -a[i]; }
    }
    CK(a[3] == 3 && b[3] == 0);
#pragma omp target data map(always, from: a) map(close, tofrom: b)
    {
#pragma omp target
      for (int i = 0; i < N; i++) b[i] += 1;
    }
    CK(a[3] == -3 && b[3] == 0);
#pragma omp target update from(b)
    CK(b[3] == 7);
    b[3] = 100;
#pragma omp target map(always, tofrom: b)
    b[3] += 1;
    CK(b[3] == 101);
  }
  CK(b[4] == 9);
  printf("nested data a[3]=%d b[3]=%d b[4]=%d\n", a[3], b[3], b[4]);
}

void t_defaultmap(void) {
  int s = 1;
  double arr[N];
  S st = {3, {1, 2, 3, 4}};
  int *p = (int *)malloc(N * sizeof(int));
  for (int i = 0; i < N; i++) { arr[i] = i; p[i] = i; }
#pragma omp target defaultmap(tofrom: scalar) defaultmap(firstprivate: aggregate)
  {
    s += 5;
    arr[0] = 99; st.n = 42; st.v[1] = 9;
    s += (int)arr[2] + st.n;
  }
  CK(s == 1 + 5 + 2 + 42 && arr[0] == 0 && st.n == 3 && st.v[1] == 2);
#pragma omp target defaultmap(to: scalar) defaultmap(tofrom: aggregate)
  {
    s = 0; arr[1] = 55; st.v[3] = 8;
  }
  CK(s == 50 && arr[1] == 55 && st.v[3] == 8);
  int t = 3;
#pragma omp target defaultmap(none) map(tofrom: t) map(to: arr[0:4]) firstprivate(st)
  { t = t * 2 + (int)arr[1] + st.n; }
  CK(t == 6 + 55 + 3);
#pragma omp target defaultmap(from: aggregate) map(to: s)
  { for (int i = 0; i < N; i++) arr[i] = s + i; st.n = s; st.v[0] = 0; st.v[1] = 1; st.v[2] = 2; st.v[3] = 3; }
  CK(arr[2] == 52 && st.n == 50);
#pragma omp target data map(tofrom: p[0:N])
  {
#pragma omp target defaultmap(default: pointer)
    for (int i = 0; i < N; i++) p[i] *= 3;
  }
  CK(p[5] == 15);
  int u = 7;
#pragma omp target defaultmap(firstprivate)
  { u += 1; arr[0] = -5; }
  CK(u == 7 && arr[0] == 50);
  printf("defaultmap s=%d t=%d arr[2]=%g st.n=%d p[5]=%d\n", s, t, arr[2], st.n, p[5]);
  free(p);
}

void t_struct_refs(void) {
  S st = {5, {1, 1, 1, 1}};
#pragma omp target enter data map(to: st)
  st.n = 9;
#pragma omp target map(tofrom: st.n)
  st.n += 1;
  CK(st.n == 9);
#pragma omp target update from(st.n)
  CK(st.n == 6);
#pragma omp target map(always, to: st.v[1:2])
  { st.v[1] += 10; st.v[2] += 20; }
  st.v[1] = 0;
#pragma omp target exit data map(from: st)
  CK(st.v[1] == 11 && st.v[2] == 21 && st.v[0] == 1);
  printf("struct refs n=%d v1=%g\n", st.n, st.v[1]);
}

int main(void) {
  t_present_nocopy();
  t_update_absent();
  t_delete_refcount();
  t_nested_data();
  t_defaultmap();
  t_struct_refs();
  printf("errors %d\n%s dm_refs_forms\n", errs, errs ? "FAIL" : "PASS");
  return 0;
}
