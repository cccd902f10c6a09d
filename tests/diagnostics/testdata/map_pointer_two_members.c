struct P { double x, y; };
void f(struct P *p) {
  #pragma omp target map(to: p) map(tofrom: p->x, p->y)
  { p->y = p->x; }
}
// expect: 3:51: error: 'p->x' and 'p->y' reach different storage through the pointer 'p' on one directive; not supported yet: map its pointee ('p[0:1]') instead of 'p'
