/* Where lastprivate values go when the target construct maps the item
 * in ways the plain case does not: an item in both firstprivate and
 * lastprivate on a combined target construct with map(tofrom:) is not
 * firstprivate to the target construct (OpenMP 5.2 §17.2), so the host
 * fallback (if(target: 0)) writes the last value back to the variable
 * too; and an array that the target construct maps as a section
 * (map(tofrom: w[0:3])) gets the copy-out of the nested loop's
 * lastprivate. Zero, one and many iterations, on the device and on the
 * host. */
#include <stdio.h>

static int run(int n, int dev) {
  int ok = 1;
  int x = 5;
  double y = 0.5;
  int w[3] = {-1, -2, -3};
  printf("n=%d dev=%d\n", n, dev);
#pragma omp target parallel for firstprivate(x, y) lastprivate(x, y) map(tofrom: x, y) num_threads(4) if(target: dev)
  for (int i = 0; i < n; i++) {
    if (i == n - 1) {
      x += 100 + i;
      y *= i + 1;
    }
  }
  printf("firstprivate and lastprivate: %d %g\n", x, y);
  ok &= x == (n > 0 ? 105 + n - 1 : 5) && y == (n > 0 ? 0.5 * n : 0.5);
#pragma omp target map(tofrom: w[0:3]) if(dev)
#pragma omp parallel for lastprivate(w) num_threads(3)
  for (int i = 0; i < n; i++) {
    w[0] = i;
    w[1] = 2 * i;
    w[2] = 3 * i;
  }
  printf("array mapped as a section: %d %d %d\n", w[0], w[1], w[2]);
  ok &= n > 0 ? w[2] == 3 * (n - 1) : w[2] == -3;
  return ok;
}

int main(void) {
  int fails = 0;
  int sizes[3] = {0, 1, 17};
  for (int j = 0; j < 3; j++) {
    fails += !run(sizes[j], 1);
    fails += !run(sizes[j], 0);
  }
  if (fails) {
    printf("FAIL lastprivate_copyout_target\n");
    return 1;
  }
  printf("PASS lastprivate_copyout_target\n");
  return 0;
}
