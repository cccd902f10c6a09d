struct In { double x; };
struct Out { struct In *in; };
void f(struct Out o) {
  #pragma omp target update to(o.in->x)
}
// expect: 4:38: error: '->' through a pointer member ('o.in->x') is not supported yet
