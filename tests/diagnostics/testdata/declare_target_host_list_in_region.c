int hf(int x) { return x + 1; }
#pragma omp declare target to(hf) device_type(host)
int main(void) {
  int r = 0;
  #pragma omp target map(from: r)
  { r = hf(1); }
  return r;
}
// expect: 6:9: error: function 'hf' is declare target with device_type(host): it is not available in a target region
// expect: 2:47: note: device_type(host) given here
