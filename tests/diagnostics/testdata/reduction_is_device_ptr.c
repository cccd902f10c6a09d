void f(long *p, int n) {
  #pragma omp target teams distribute parallel for reduction(+: p[0:4]) is_device_ptr(p)
  for (int i = 0; i < n; i++) p[i % 4] += i;
}
// expect: 2:65: error: reduction over 'p[0:4]', which is in clause 'is_device_ptr', is not supported yet
