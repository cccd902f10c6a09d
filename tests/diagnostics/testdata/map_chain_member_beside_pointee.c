struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
void f(struct outer o) {
  #pragma omp target map(to: o, o.p[0:1]) map(from: o.p->n)
  { o.p->n = 1; }
}
// expect: 4:58: error: '->' through a pointer member ('o.p->n') is not supported yet
