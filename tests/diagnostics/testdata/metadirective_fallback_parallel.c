#include <omp.h>
int f(int flag) {
  int nt = 0;
#pragma omp target map(tofrom: nt) if(flag)
  {
#pragma omp metadirective when(device={kind(host)}: parallel num_threads(3)) default(parallel num_threads(2))
    {
#pragma omp masked
      nt = omp_get_num_threads();
    }
  }
  return nt;
}
// expect: 6:27: error: a metadirective inside a target region that selects 'parallel' for the host fallback is not supported yet: the host compiler ignores metadirectives, so the fallback would run without it
