#include <omp.h>
#pragma omp declare target
void g(int *a) {
#pragma omp masked
  {
    a[1] = 2;
#pragma omp barrier
  }
}
#pragma omp end declare target
int main(void) {
  int a[64] = {0};
#pragma omp target map(tofrom: a)
  {
    a[5] = 1;
#pragma omp parallel num_threads(4)
    {
#pragma omp masked
      {
        a[0] = 1;
#pragma omp barrier
      }
#pragma omp critical
      {
#pragma omp single
        a[2] = 1;
      }
    }
  }
#pragma omp target parallel map(tofrom: a)
  {
#pragma omp single
    {
#pragma omp barrier
    }
  }
  return 0;
}
// expect: 7:9: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp masked'
// expect: 21:9: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp masked'
// expect: 25:9: error: '#pragma omp single' may not be closely nested in the region of '#pragma omp critical'
// expect: 34:9: error: '#pragma omp barrier' may not be closely nested in the region of '#pragma omp single'
