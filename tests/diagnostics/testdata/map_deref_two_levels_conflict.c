struct R { int k; };
struct In { int x; struct R *r; };
struct Out { struct In *in; };
void f(struct Out o) {
  #pragma omp target enter data map(to: o.in->x) map(to: o.in->r->k)
}
// expect: 5:58: error: 'o.in->x' and 'o.in->r->k' reach different storage through the pointer 'o.in' on one directive; not supported yet: map its pointee ('o.in[0:1]') on this directive too
