long a[200];
void f(void) {
  // 64-bit unsigned and signed indices are accepted.
  #pragma omp parallel for ordered(1)
  for (unsigned long long v = 1; v < 200; v++) {
    #pragma omp ordered depend(sink: v - 1)
    a[v] += a[v - 1];
    #pragma omp ordered depend(source)
  }
  #pragma omp parallel for ordered(1) schedule(dynamic, 1)
  for (unsigned u = 1; u < 200; u++) {
    #pragma omp ordered depend(sink: u - 1)
    a[u] += a[u - 1];
    #pragma omp ordered depend(source)
  }
}
// expect: 11:3: error: a doacross loop over the unsigned variable 'u' narrower than 64 bits outside target regions is not supported yet (gcc 12's code for it with libomp does not wait); declare it signed or 'unsigned long long'
