struct P { double x; };
void f(void) {
  struct P ps[2];
  #pragma omp target map(tofrom: ps.x)
  { ps[0].x = 1; }
}
// expect: 4:34: error: 'ps' is not a struct or union, nor a pointer to one; it has no members
