struct In { int n; double v; };
struct Out { struct In *p; };
void f(struct Out *po) {
  #pragma omp target exit data map(release: po->p[0:1]) map(from: po->p->v)
}
// expect: 4:67: error: 'po->p->v' moves data that 'po->p[0:1]', which maps the object it is in on the same directive, does not move; not supported yet: give both the same map-type, or map 'po->p[0:1]' on an enclosing directive
