#pragma omp begin declare target device_type(nohost)
int nf(int x) { return x + 2; }
#pragma omp end declare target
int main(void) {
  int r = 0;
  #pragma omp target map(from: r)
  { r = nf(1); }
  return r;
}
// expect: 7:9: error: function 'nf' with device_type(nohost) is not available on the host, where the host fallback of a target region runs
// expect: 1:46: note: device_type(nohost) given here
