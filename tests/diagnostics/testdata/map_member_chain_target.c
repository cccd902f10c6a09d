typedef struct { int n; double *x; } Mesh;
typedef struct { int k; Mesh *next; } Holder;
void step(Holder h) {
  #pragma omp target map(tofrom: h.next->x[0:h.next->n])
  for (int i = 0; i < h.next->n; i++) h.next->x[i] *= h.k;
}
// expect: 4:34: error: 'h.next->x[0:h . next -> n]' (a section through a pointer member) on a target construct is supported only from a pointer variable without a clause of its own, through one first member, or where this construct also maps the pointee of each pointer it passes through (as 'h.next[0:1]'); map it with 'target enter data' or 'target data' around the construct
