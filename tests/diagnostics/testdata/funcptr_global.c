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
// expect: 3:7: error: declare target variable 'gf': a function pointer ('int (*)(int)') cannot enter device code from the host unless the unit has 'declare target indirect' functions: the device calls its own copy of each function, at another address; declare the functions it may hold '#pragma omp declare target indirect', or take the address of a declare target function in device code
