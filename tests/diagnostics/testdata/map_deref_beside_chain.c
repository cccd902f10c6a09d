struct In { int n; double *q; };
struct Out { struct In *p; int k; };
void f(struct Out o) {
  #pragma omp target enter data map(to: o.p->n) map(to: o.p->q[0:8])
}
// expect: 4:57: error: 'o.p->q[0:8]' beside 'o.p->n' on one directive is not supported yet: map the pointee of each pointer they pass through on this directive too ('o.p[0:1]')
