/* '#pragma omp error at(execution) severity(warning)' where OpenMP 5.2
 * lets it stand: host code, a target region's code (also in a branch that
 * does not run), a declare target function, a combined loop's body, a
 * nested parallel region. Each prints its message on stderr (as
 * clang-19's runtime does) and the program goes on: every result after
 * it is checked. */
#include <stdio.h>

#define N 4

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %ld\n", want);
    failures++;
  }
}

#pragma omp declare target
static int twice(int x) {
#pragma omp error at(execution) severity(warning) message("twice runs")
  return 2 * x;
}
#pragma omp end declare target

int main(void) {
  int a[N], s = 0, flag = 0;
  for (int i = 0; i < N; i++) a[i] = i + 1;

#pragma omp error severity(warning) at(execution) message("host code")
  s = 1;
  expect("host", s, 1);

#pragma omp target map(tofrom: s, flag)
  {
    s = 10;
#pragma omp error at(execution) severity(warning) message("in a " "target region")
    s += 5;
    if (flag) {
#pragma omp error at(execution) message("never: this branch does not run")
      s = -1;
    }
    s = twice(s);
  }
  expect("region", s, 30);

#pragma omp target teams distribute parallel for map(tofrom: a)
  for (int i = 0; i < N; i++) {
    a[i] *= 3;
#pragma omp error at(execution) severity(warning)
    a[i] += 1;
  }
  s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  expect("loop", s, 34);

  s = 0;
#pragma omp target map(tofrom: s)
#pragma omp parallel num_threads(1)
  {
#pragma omp error at(execution) severity(warning) message("in a parallel region")
    s = 7;
  }
  expect("parallel", s, 7);

  if (failures) {
    printf("FAIL error_execution (%d)\n", failures);
    return 1;
  }
  printf("PASS error_execution\n");
  return 0;
}
