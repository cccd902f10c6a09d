struct P { double x, y; };
void f(struct P p) {
  #pragma omp target update to(p.x) from(p.y)
  #pragma omp target update to(p) from(p.y)
}
// expect: 4:40: error: 'p.y' in clause 'from' overlaps 'p' in clause 'to'; an update moves a list item in one direction only
// expect: 4:32: note: 'p' listed here
