struct P { double x; };
void f(struct P ps[4]) {
  struct P q[4];
  #pragma omp target map(tofrom: q[0].x, q[1].x)
  { q[0].x = 1; }
  (void)ps;
}
// expect: 4:42: error: 'q[0].x' and 'q[1].x' name different elements of 'q'; members of more than one element on one directive are not supported yet (map the array section)
// expect: 4:34: note: 'q[0].x' listed here
