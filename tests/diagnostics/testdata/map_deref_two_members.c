struct In { int x; double a[4]; };
struct Out { struct In *in; };
void f(struct Out o) {
  #pragma omp target map(tofrom: o.in->x, o.in->a[0:2])
  { o.in->a[0] = o.in->x; }
}
// expect: 4:43: error: 'o.in->x' and 'o.in->a[0:2]' reach different storage through the pointer 'o.in' on one directive; not supported yet: map its pointee ('o.in[0:1]') on this directive too
