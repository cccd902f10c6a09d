struct In { int n; double *q; };
struct Out { struct In *p; int k; };
void f(struct Out o) {
  #pragma omp target enter data map(to: o.p->n) map(to: o.p->q[0:8])
}
// expect: 4:57: error: 'o.p->n' and 'o.p->q[0:8]' reach different storage through the pointer 'o.p' on one directive; not supported yet: map its pointee ('o.p[0:1]') on this directive too
