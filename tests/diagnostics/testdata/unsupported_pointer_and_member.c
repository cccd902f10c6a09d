struct P { double x, y; };
void f(struct P *p) {
  #pragma omp target map(tofrom: p, p->x)
  { p->y = 1; }
}
// expect: 3:34: error: mapping the pointer 'p' together with members through it on one directive is not supported yet; map its pointee ('p[0:1]') instead
