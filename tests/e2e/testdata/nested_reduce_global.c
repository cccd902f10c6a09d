/* Reductions and lastprivate of constructs nested in a target region into
 * declare target globals: the region refers to the globals' device copies
 * (no clause maps them, and they are not firstprivate as other variables
 * are), so the results stay on the device until target update, and the
 * host fallback changes the host's globals. */
#include <omp.h>
#include <stdio.h>

int gsum = 1000, gpar = 0, glast = -1, gmax = 0, gcount = 0;
#pragma omp declare target to(gsum, gpar, glast, gmax, gcount)

static int run(int dev) {
  int errors = 0, offloaded = 0;
#pragma omp target if(target: dev) map(from: offloaded)
  offloaded = !omp_is_initial_device();
  gsum = 1000; gpar = 0; glast = -1; gmax = 0; gcount = 0;
#pragma omp target update to(gsum, gpar, glast, gmax, gcount)
#pragma omp target if(target: dev)
  {
#pragma omp parallel for reduction(+: gsum) num_threads(2)
    for (int q = 0; q < 10; q++) gsum += q;
  }
#pragma omp target if(target: dev)
#pragma omp parallel for reduction(+: gpar) lastprivate(glast) num_threads(2)
  for (int q = 0; q < 10; q++) { gpar += q; glast = q * 3; }
#pragma omp target teams num_teams(2) reduction(max: gmax) if(target: dev)
#pragma omp distribute parallel for reduction(max: gmax)
  for (int q = 0; q < 50; q++) gmax = q > gmax ? q : gmax;
#pragma omp target if(target: dev)
  {
#pragma omp parallel num_threads(2)
    {
#pragma omp for reduction(+: gcount)
      for (int q = 0; q < 8; q++) gcount += 1;
    }
  }
  /* Device: the host copies are untouched until the update. */
  if (offloaded && (gsum != 1000 || gpar != 0 || glast != -1 || gmax != 0 || gcount != 0)) {
    printf("host copies changed before the update: %d %d %d %d %d\n", gsum, gpar, glast, gmax, gcount);
    errors++;
  }
  /* The host fallback changed the host's globals; the device copies
   * still hold what the update put there. */
#pragma omp target update from(gsum, gpar, glast, gmax, gcount) if(dev)
  printf("[%d] gsum %d gpar %d glast %d gmax %d gcount %d\n", dev, gsum, gpar, glast, gmax, gcount);
  if (gsum != 1045 || gpar != 45 || glast != 27 || gmax != 49 || gcount != 8) errors++;
  return errors;
}

int main(void) {
  int errors = run(1) + run(0);
  printf("%s nested_reduce_global\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
