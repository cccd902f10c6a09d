struct ops { int (*f)(int); int k; };
#pragma omp declare target
static int sq(int v) { return v * v; }
#pragma omp end declare target
int main(void) {
  struct ops o = { sq, 2 };
  int r = 0;
  #pragma omp target map(tofrom: r) map(to: o)
  r = o.f(o.k);
  return r;
}
// expect: 9:11: error: a function pointer ('int (*)(int)') cannot enter device code from the host unless the unit has 'declare target indirect' functions: the device calls its own copy of each function, at another address; declare the functions it may hold '#pragma omp declare target indirect', or take the address of a declare target function in device code
