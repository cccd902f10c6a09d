struct S { int n; double v[4]; };
void f(struct S s) {
  #pragma omp target data map(s) use_device_addr(s.v)
  { s.v[0] = s.n; }
}
// expect: 3:50: error: 's.v' in clause 'use_device_addr' must be a plain variable
