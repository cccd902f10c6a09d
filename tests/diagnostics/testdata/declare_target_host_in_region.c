#pragma omp begin declare target device_type(host)
int hv = 3;
int hf(int x) { return x + 1; }
#pragma omp end declare target
int main(void) {
  int r = 0;
  #pragma omp target map(from: r)
  { r = hf(1) + hv; }
  return r;
}
// expect: 8:9: error: function 'hf' is declare target with device_type(host): it is not available in a target region
// expect: 1:46: note: device_type(host) given here
// expect: 8:17: error: variable 'hv' is declare target with device_type(host): it is not available in a target region
// expect: 1:46: note: device_type(host) given here
