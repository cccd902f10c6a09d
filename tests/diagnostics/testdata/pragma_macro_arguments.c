#define SEC(p, len) p[0:len]
void f(int *a) {
  #pragma omp target map(tofrom: SEC(a))
  a[0] = 1;
}
// expect: 3:34: error: macro 'SEC' takes 2 argument(s), 1 given in the directive
