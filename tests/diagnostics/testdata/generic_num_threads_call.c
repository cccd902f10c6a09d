int omp_get_num_procs(void);
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    #pragma omp parallel for num_threads(4)
    for (int i = 0; i < n; i++) a[i] = 0;
    a[0] = 1;
    #pragma omp parallel for num_threads(omp_get_num_procs())
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 8:42: error: a call of 'omp_get_num_procs' in 'num_threads' of a loop beside other code in a target region is not supported yet (compute the value in a variable before the loop)
