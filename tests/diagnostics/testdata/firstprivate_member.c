struct P { double x; };
void f(struct P p) {
  #pragma omp target firstprivate(p.x)
  { p.x = 1; }
}
// expect: 3:36: error: struct members are not allowed in this clause
