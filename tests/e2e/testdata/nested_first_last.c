/* firstprivate and lastprivate of the same variable on a worksharing loop
 * nested in a target region: each thread's copy starts from the variable's
 * value, and the thread of the last iteration leaves its copy's value in
 * the variable (mapped tofrom by the target construct). */
#include <stdio.h>

static int fails;

static void check(const char *what, long got, long want) {
  if (got != want) {
    printf("FAIL %s: got %ld, want %ld\n", what, got, want);
    fails++;
  }
}

int main(void) {
  int x = 5, y = 100, z = 9, a[8], b[12], c[4] = {0};
  double d = 0.5;

  /* parallel for, blocks of iterations: the copies carry from one
   * iteration of a thread to its next */
#pragma omp target map(tofrom: x, d) map(from: a)
#pragma omp parallel for firstprivate(x, d) lastprivate(x, d) num_threads(2) schedule(static)
  for (int i = 0; i < 8; i++) {
    a[i] = x;
    x = x + i;
    d = d * 2;
  }
  printf("%d %g\n", x, d);
  for (int i = 0; i < 8; i++)
    printf("%d ", a[i]);
  printf("\n");
  check("x", x, 27);
  check("d", (long)d, 8);
  check("a[4]", a[4], 5);
  check("a[7]", a[7], 20);

  /* target, parallel, for: every iteration reads the original value */
#pragma omp target map(tofrom: y) map(from: b)
#pragma omp parallel num_threads(3)
#pragma omp for firstprivate(y) lastprivate(y)
  for (int i = 0; i < 12; i++) {
    b[i] = y + i;
    if (i == 11)
      y = 7;
  }
  printf("%d %d %d\n", y, b[0], b[11]);
  check("y", y, 7);
  for (int i = 0; i < 12; i++)
    check("b", b[i], 100 + i);

  /* no iterations: the variable keeps its value */
  int n = 0;
#pragma omp target map(tofrom: z, c) firstprivate(n)
#pragma omp parallel for firstprivate(z) lastprivate(z)
  for (int i = 0; i < n; i++) {
    c[i] = z;
    z = -1;
  }
  printf("%d\n", z);
  check("z", z, 9);
  if (fails)
    return 1;
  printf("PASS nested_first_last\n");
  return 0;
}
