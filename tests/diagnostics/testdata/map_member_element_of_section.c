struct P { double x; };
void f(struct P *ps, int n) {
  #pragma omp target map(tofrom: ps[0:n]) map(to: ps[0].x)
  { ps[0].x = 1; }
}
// expect: 3:36: error: members of array sections ('ps[0:n]') are not supported yet; name one element (a[i]) or map the section
