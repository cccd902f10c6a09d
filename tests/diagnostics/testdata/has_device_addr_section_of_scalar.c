void f(int x) {
  #pragma omp target has_device_addr(x[0:1])
  { x = 1; }
}
// expect: 2:38: error: 'x[0:1]' in clause 'has_device_addr' must be a variable or a section of an array or a pointer
