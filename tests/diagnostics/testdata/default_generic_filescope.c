int g;
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for default(firstprivate)
    for (int i = 1; i < n; i++) a[i] = n + g;
  }
}
// expect: 7:44: error: variable 'g' must have explicitly specified data sharing attributes: default(firstprivate) does not apply to variables declared at file scope
// expect: 6:38: note: default(firstprivate) given here
