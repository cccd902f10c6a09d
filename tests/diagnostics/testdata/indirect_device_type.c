int sq(int v) { return v * v; }
#pragma omp declare target to(sq) indirect device_type(nohost)
int main(void) {
  return 0;
}
// expect: 2:56: error: device_type(nohost) with clause 'indirect': an indirect function is called through host addresses on the device, so only device_type(any) is allowed
