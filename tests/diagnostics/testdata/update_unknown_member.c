struct P { double x; };
void f(struct P p) {
  #pragma omp target update from(p.y)
}
// expect: 3:36: error: 'struct P' has no member named 'y'
