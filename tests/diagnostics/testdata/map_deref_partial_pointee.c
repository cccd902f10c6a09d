struct In { int x; double a[4]; };
struct Out { struct In *in; };
void f(struct Out o) {
  #pragma omp target map(tofrom: o.in[1:1]) map(tofrom: o.in->x)
  { o.in->x = 1; }
}
// expect: 4:57: error: 'o.in->x' beside 'o.in[1:1]', which does not map the object 'o.in' points to from its first element, is not supported yet
