#pragma omp begin declare target indirect
int sq(int v);
#pragma omp end declare target
int main(void) {
  int (*f)(int) = sq, r = 0;
  #pragma omp target map(tofrom: r)
  r = f(3);
  return r;
}
// expect: 1:34: error: declare target indirect function 'sq' is not defined in this translation unit
