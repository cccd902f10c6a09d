#pragma omp declare target
void h(double *a) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++) a[i] = 0;
}
void g(double *a) {
  #pragma omp parallel num_threads(2)
  a[0] = 1;
}
#pragma omp end declare target
int main(void) {
  double a[4];
  #pragma omp target parallel map(from: a)
  g(a);
  return 0;
}
// expect: 3:11: error: '#pragma omp parallel for' inside a declare target function is not supported yet: called from a target region's sequential code, its parallel region would need the team's other threads, which the device code does not hand to a function (put the parallel construct in the target region, around the call)
// expect: 7:11: error: '#pragma omp parallel' inside a declare target function is not supported yet: called from a target region's sequential code, its parallel region would need the team's other threads, which the device code does not hand to a function (put the parallel construct in the target region, around the call)
