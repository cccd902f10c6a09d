struct P { double x, y; };
void f(struct P *p) {
  #pragma omp target map(tofrom: p, p[0:1]) map(from: p->x)
  { p->y = p->x; }
}
// expect: 3:37: error: mapping the pointer 'p' together with 'p[0:1]' on one directive is not supported yet; map its members through '->' ('p->x')
