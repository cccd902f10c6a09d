/* default(firstprivate) and default(private) make the arrays and structs
 * a nested construct's region references private to it, as they do
 * scalars: each thread's copy starts as the target level's variable
 * (firstprivate), writes stay in the copy. */
#include <stdio.h>

struct S {
  int a, b;
  double v[3];
};

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld want %ld\n", what, got, want);
    fails++;
  }
}

int main(void) {
  enum { N = 64 };
  int arr[4] = {1, 2, 3, 4};
  struct S s = {10, 20, {1, 2, 3}};
  long out[N];
  long *o = out;

  /* A nested teams construct: its team's copies. */
#pragma omp target map(from: o[0:2])
#pragma omp teams num_teams(1) default(firstprivate)
  {
    arr[2] += 100;
    s.b += 100;
    s.v[1] += 1;
    o[0] = arr[2];
    o[1] = s.b + (long)s.v[1];
  }
  check("teams arr", out[0], 103);
  check("teams s", out[1], 123);
  check("teams host", arr[2] + s.b, 23);

  /* A nested loop construct: each thread's copies, changed and restored
   * by every iteration, so the results do not depend on the schedule. */
#pragma omp target map(from: o[0:N])
#pragma omp teams distribute parallel for default(firstprivate)
  for (int i = 0; i < N; i++) {
    arr[i % 4] += i;
    s.v[i % 3] += 2 * i;
    s.a += 1;
    o[i] = arr[0] + arr[1] + arr[2] + arr[3] + (long)(s.v[0] + s.v[1] + s.v[2]) + s.a;
    arr[i % 4] -= i;
    s.v[i % 3] -= 2 * i;
    s.a -= 1;
  }
  for (int i = 0; i < N; i++)
    check("nested loop firstprivate", out[i], 27 + 3 * i);
  check("nested loop host", arr[0] + arr[1] + arr[3] + s.a + (long)s.v[2], 1 + 2 + 4 + 10 + 3);

  /* default(private): copies of the same shape, written before read. */
#pragma omp target map(from: o[0:N])
#pragma omp teams distribute parallel for default(private) shared(o)
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 4; k++)
      arr[k] = i + k;
    s.a = i;
    s.v[0] = 2 * i;
    o[i] = arr[0] + arr[3] + s.a + (long)s.v[0];
  }
  for (int i = 0; i < N; i++)
    check("nested loop private", out[i], 2 * i + 3 + i + 2 * i);
  check("private host", arr[0] + s.a + (long)s.v[0], 1 + 10 + 1);

  /* Mapped explicitly by the target level: the copies start from the
   * device's, which a region before changed. */
#pragma omp target map(tofrom: arr, s)
  {
    arr[0] = 50;
    s.b = 60;
  }
#pragma omp target map(tofrom: arr, s) map(from: o[0:N])
  {
#pragma omp parallel for default(firstprivate)
    for (int i = 0; i < N; i++) {
      arr[0] += i;
      s.b += i;
      o[i] = arr[0] + s.b - 2 * i;
      arr[0] -= i;
      s.b -= i;
    }
  }
  for (int i = 0; i < N; i++)
    check("mapped nested", out[i], 110);
  check("mapped host", arr[0] + s.b, 110);

  /* On a combined construct with a map clause for each. */
  arr[0] = 1;
  s.b = 20;
#pragma omp target teams distribute parallel for default(firstprivate) map(tofrom: arr, s) map(from: o[0:N])
  for (int i = 0; i < N; i++) {
    arr[3] += i;
    s.v[2] += i;
    o[i] = arr[3] + (long)s.v[2] - 2 * i;
    arr[3] -= i;
    s.v[2] -= i;
  }
  for (int i = 0; i < N; i++)
    check("combined mapped", out[i], 7);
  check("combined host", arr[3] + (long)s.v[2], 7);

  if (fails)
    return 1;
  printf("PASS dfagg\n");
  return 0;
}
