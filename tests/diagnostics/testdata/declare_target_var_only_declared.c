#pragma omp declare target
extern int g;
#pragma omp end declare target
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = g; }
}
// expect: 2:12: error: declare target variable 'g' is only declared here; define it in declare_target_var_only_declared.c
