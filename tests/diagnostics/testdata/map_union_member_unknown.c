union U { int i; float f; };
void f(union U u) {
  #pragma omp target map(tofrom: u.d)
  { u.i = 1; }
}
// expect: 3:36: error: 'union U' has no member named 'd'
