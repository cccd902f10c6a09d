struct inner { int n; double *q; };
struct outer { struct inner *p; int k; };
void f(struct outer *po) {
  #pragma omp target map(to: po[0:1]) map(tofrom: po->p->q[0:8])
  for (int i = 0; i < 8; i++) po->p->q[i] += po->k;
}
// expect: 4:51: error: 'po->p->q[0:8]' (a section through a pointer member) on a target construct is supported only from a pointer variable without a clause of its own, through one first member, or where this construct also maps the pointee of each pointer it passes through (as 'po->p[0:1]'); map it with 'target enter data' or 'target data' around the construct
