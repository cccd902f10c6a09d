void f(double *a, int n, double (*fp)(double)) {
  #pragma omp target map(tofrom: a[0:n])
  { a[0] = fp(a[0]); }
}
// expect: 3:12: error: variable 'fp': a function pointer ('double (*)(double)') cannot enter device code from the host unless the unit has 'declare target indirect' functions: the device calls its own copy of each function, at another address; declare the functions it may hold '#pragma omp declare target indirect', or take the address of a declare target function in device code
