void f(double *a, int n, void (*cb)(void)) {
  #pragma omp target map(tofrom: a[0:n]) map(to: cb)
  { a[0] = 1; (void)cb; }
}
// expect: 3:21: error: variable 'cb': a function pointer ('void (*)(void)') cannot enter device code from the host unless the unit has 'declare target indirect' functions: the device calls its own copy of each function, at another address; declare the functions it may hold '#pragma omp declare target indirect', or take the address of a declare target function in device code
