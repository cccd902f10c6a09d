void f(int *a, unsigned n) {
  #pragma omp target map(tofrom: a[0:n])
  #pragma omp parallel for ordered(1)
  for (unsigned u = 1; u < n; u++) {
    #pragma omp ordered depend(sink: u - 1)
    a[u] = a[u - 1] + 1;
    #pragma omp ordered depend(source)
  }
}
// expect: 4:3: error: a doacross loop over the unsigned variable 'u' whose host fallback keeps the loop construct is not supported yet (gcc 12's code for it with libomp does not wait); declare it signed or put the loop on the target line
