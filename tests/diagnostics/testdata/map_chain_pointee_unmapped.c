struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
void f(struct outer o) {
  #pragma omp target map(to: o) map(tofrom: o.p->q[0:8])
  for (int i = 0; i < 8; i++) o.p->q[i] += o.k;
}
// expect: 4:45: error: 'o.p->q[0:8]' (a section through a pointer member) on a target construct is supported only from a pointer variable without a clause of its own, through one first member, or where this construct also maps the pointee of each pointer it passes through (as 'o.p[0:1]'); map it with 'target enter data' or 'target data' around the construct
