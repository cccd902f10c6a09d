struct S { double v[4]; };
void f(struct S s) {
  #pragma omp target map(tofrom: s.v[2:4])
  { s.v[0] = 1; }
}
// expect: 3:37: error: section '[2:4]' is outside 's.v' (extent 4)
