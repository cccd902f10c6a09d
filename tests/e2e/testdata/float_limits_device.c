/* The limits of <float.h> in target regions and declare target
 * functions: gcc's header spells DBL_MAX, DBL_MIN and DBL_EPSILON as long
 * double constants cast to double, which are double values (the host
 * compiler converts them), not uses of long double. */
#include <stdio.h>
#include <float.h>

#pragma omp declare target
static double clampd(double v) { return v > DBL_MAX / 2 ? DBL_MAX / 2 : v; }
#pragma omp end declare target

int main(void) {
  double out[6];
  float fo[2];
  int fails = 0;
#pragma omp target map(from: out, fo)
  {
    out[0] = DBL_MAX;
    out[1] = DBL_MIN;
    out[2] = DBL_EPSILON;
    out[3] = 1.0 + DBL_EPSILON / 4 == 1.0;
    out[4] = clampd(DBL_MAX);
    out[5] = -DBL_MAX < -1e300;
    fo[0] = FLT_MAX;
    fo[1] = FLT_EPSILON;
  }
  double want[6] = {DBL_MAX, DBL_MIN, DBL_EPSILON, 1, DBL_MAX / 2, 1};
  for (int i = 0; i < 6; i++)
    if (out[i] != want[i]) {
      printf("FAIL out[%d] = %g, want %g\n", i, out[i], want[i]);
      fails++;
    }
  if (fo[0] != FLT_MAX || fo[1] != FLT_EPSILON) {
    printf("FAIL float limits %g %g\n", fo[0], fo[1]);
    fails++;
  }
  if (fails)
    return 1;
  printf("PASS float_limits_device\n");
  return 0;
}
