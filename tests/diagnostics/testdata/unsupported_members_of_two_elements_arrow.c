struct P { double x, y; };
void f(struct P *p) {
  #pragma omp target map(tofrom: p[1].x, p->y)
  { p[1].x = p->y; }
}
// expect: 3:42: error: 'p[1].x' and 'p->y' name different elements of 'p', one through '->'; members of several elements through a pointer are supported with subscripts only ('p[0].x', 'p[i].y')
