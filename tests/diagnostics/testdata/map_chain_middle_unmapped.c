struct c3 { int m; double *x; };
struct b3 { int k; struct c3 *r; };
struct a3 { struct b3 *p; int j; };
void f(struct a3 aa) {
  #pragma omp target map(to: aa, aa.p[0:1]) map(tofrom: aa.p->r->x[0:8])
  for (int i = 0; i < 8; i++) aa.p->r->x[i] += aa.j;
}
// expect: 5:57: error: 'aa.p->r->x[0:8]' (a section through a pointer member) on a target construct is supported only from a pointer variable without a clause of its own, through one first member, or where this construct also maps the pointee of each pointer it passes through (as 'aa.p->r[0:1]'); map it with 'target enter data' or 'target data' around the construct
