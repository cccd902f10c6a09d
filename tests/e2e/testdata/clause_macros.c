/* Macros in OpenMP directives expand as the preprocessor expands them
 * (the tokens after `omp` are subject to macro replacement): a whole
 * clause from an object-like macro, a list item and array sections from
 * function-like macros, the directive name itself, token pasting, a
 * variadic macro holding a clause's list, and macros of macros. */
#include <stdio.h>

#define N 16
#define ARR a[0:n]
#define MAPS map(to: b[0:N])
#define SEC(p, len) p[0:len]
#define HALF(p) SEC(p, N / 2)
#define TGT target teams distribute parallel for
#define CAT(x, y) x##y
#define ALL(...) __VA_ARGS__
#define REDUCE(op, v) reduction(op: v)
#define TEAMS 2

int main(void) {
  int a[N], b[N], n = N, b2 = 3;
  long sum = 0;
  for (int i = 0; i < N; i++) {
    a[i] = 0;
    b[i] = i;
  }
#pragma omp target map(tofrom: ARR) MAPS
  for (int i = 0; i < n; i++) a[i] = b[i] * 2;

#pragma omp TGT map(tofrom: SEC(a, n)) map(to: SEC(b, N)) firstprivate(CAT(b, 2)) num_teams(TEAMS)
  for (int i = 0; i < n; i++) a[i] += b[i] + b2;

#pragma omp target map(ALL(tofrom: a[0:N], b[0:N]))
  for (int i = 0; i < n; i++) a[i] += b[i];

#pragma omp target teams distribute parallel for map(to: HALF(a)) REDUCE(+, sum)
  for (int i = 0; i < N / 2; i++) sum += a[i];

  int ok = sum == 4 * (N / 2) * (N / 2 - 1) / 2 + 3 * (N / 2);
  for (int i = 0; i < N; i++) {
    printf("%d ", a[i]);
    if (a[i] != 4 * i + 3) ok = 0;
  }
  printf("\nsum=%ld\n", sum);
  printf("%s clause_macros\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
