#define ON 1
#pragma omp begin declare target indirect(ON + 0)
int sq(int v) { return v * v; }
int neg(int v) { return -v; }
#pragma omp end declare target
int main(void) {
  int (*f)(int) = sq, r = 0;
  #pragma omp target map(tofrom: r)
  r = f(3);
  return r;
}
// expect: 2:43: error: clause 'indirect(1 + 0)' is not supported yet: only 'indirect', 'indirect(1)' and 'indirect(0)' (or true and false) are
// expect: 9:7: error: variable 'f': a function pointer ('int (*)(int)') cannot enter device code from the host unless the unit has 'declare target indirect' functions: the device calls its own copy of each function, at another address; declare the functions it may hold '#pragma omp declare target indirect', or take the address of a declare target function in device code
