#define LEN 4
#undef LEN
#define LEN 8
void f(int *a) {
  #pragma omp target map(tofrom: a[0:LEN])
  a[0] = 1;
}
// expect: 5:38: error: macro 'LEN' in the directive has more than one definition in the unit; the lowerer cannot tell which one the directive sees (give it one definition, or use a distinct name)
