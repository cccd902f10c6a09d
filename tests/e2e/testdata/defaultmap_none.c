/* defaultmap(none) and the behaviours and categories defaultmap.c leaves
 * out: none for every category and for one at a time (the variables of
 * the other categories keep their implicit rules), from and alloc for
 * aggregates. Each result shows whether a variable was copied in, back,
 * or not. */
#include <stdio.h>

#define N 8

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %ld\n", want);
    failures++;
  }
}

struct pair {
  int a, b;
};

int main(void) {
  int n = N, s = 0, arr[N];
  double *p = 0;
  double buf[N];
  struct pair pr = {1, 2};
  for (int i = 0; i < N; i++) {
    arr[i] = i;
    buf[i] = 0.5 * i;
  }
  p = buf;

  /* none: every variable the region uses is listed. */
#pragma omp target defaultmap(none) map(to: n, arr) map(tofrom: s, pr) map(tofrom: p[0:N])
  {
    for (int i = 0; i < n; i++) s += arr[i];
    pr.a += pr.b;
    p[1] = 7.5;
  }
  expect("none.s", s, N * (N - 1) / 2);
  expect("none.pr", pr.a * 10 + pr.b, 32);
  expect("none.p1", (long)(p[1] * 2), 15);

  /* none for scalars only: the arrays and the pointer stay implicit
   * (tofrom, and a pointer to its present pointee). */
  int t = 0;
#pragma omp target data map(tofrom: buf)
  {
#pragma omp target defaultmap(none: scalar) map(tofrom: t) firstprivate(n)
    {
      for (int i = 0; i < n; i++) {
        t += arr[i];
        arr[i] *= 2;
        p[i] += 1;
      }
    }
  }
  expect("none_scalar.t", t, N * (N - 1) / 2);
  expect("none_scalar.arr", arr[N - 1], 2 * (N - 1));
  expect("none_scalar.p", (long)(buf[3] * 2), 5);

  /* none for aggregates and for pointers: scalars stay firstprivate. */
  int u = 3;
#pragma omp target defaultmap(none: aggregate) map(tofrom: arr, pr)
  {
    u += 100;
    arr[0] = u;
    pr.b = u;
  }
  expect("none_aggregate.u", u, 3);
  expect("none_aggregate.arr0", arr[0], 103);
  expect("none_aggregate.pr", pr.b, 103);
#pragma omp target defaultmap(none: pointer) map(tofrom: p[0:N])
  for (int i = 0; i < N; i++) p[i] = u + i;
  expect("none_pointer.p", (long)buf[N - 1], 3 + N - 1);

  /* from: aggregate: the arrays come back, their host values do not go
   * in (the region writes every element it reads). alloc: aggregate:
   * nothing moves either way. */
  for (int i = 0; i < N; i++) arr[i] = -1;
#pragma omp target defaultmap(from: aggregate)
  for (int i = 0; i < N; i++) arr[i] = 10 * i;
  expect("from_aggregate", arr[N - 1], 10 * (N - 1));
  int scratch[N];
  for (int i = 0; i < N; i++) scratch[i] = 5;
  int sum = 0;
#pragma omp target defaultmap(alloc: aggregate) map(tofrom: sum)
  {
    for (int i = 0; i < N; i++) scratch[i] = i;
    for (int i = 0; i < N; i++) sum += scratch[i];
  }
  expect("alloc_aggregate.sum", sum, N * (N - 1) / 2);

  if (failures) {
    printf("FAIL defaultmap_none: %d\n", failures);
    return 1;
  }
  printf("PASS defaultmap_none\n");
  return 0;
}
