struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
void f(struct outer o) {
  #pragma omp target map(to: o, o.p[0:1]) map(from: o.p->n)
  { o.p->n = 1; }
}
// expect: 4:53: error: 'o.p->n' moves data that 'o.p[0:1]', which maps the object it is in on the same directive, does not move; not supported yet: give both the same map-type, or map 'o.p[0:1]' on an enclosing directive
