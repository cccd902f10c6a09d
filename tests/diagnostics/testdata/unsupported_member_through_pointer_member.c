struct In { double x; };
struct Out { struct In *in; };
void f(struct Out o) {
  #pragma omp target map(tofrom: o.in->x)
  { o.in->x = 1; }
}
// expect: 4:40: error: '->' through a pointer member ('o.in->x') is not supported yet
