#pragma omp declare target
static int sq(int v) { return v * v; }
int (*gf)(int) = sq;
#pragma omp end declare target
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  r = gf(3);
  return r;
}
// expect: 3:7: error: declare target variable 'gf': a function pointer ('int (*)(int)') cannot enter device code from the host yet: the device calls its own copy of each function, at another address; take the address of a declare target function in device code instead
