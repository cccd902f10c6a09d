typedef struct { int n; double *x; } Mesh;
typedef struct { Mesh *a; Mesh *b; } Sim;
void f(Sim *s) {
  #pragma omp target map(tofrom: s->a->x[0:8]) map(tofrom: s->b->x[0:8])
  for (int i = 0; i < 8; i++) s->a->x[i] += s->b->x[i];
}
// expect: 4:60: error: 's->b->x[0:8]' (a section through a pointer member) on a target construct beside another chain from 's' through a different first member, or beside a clause of 's' other than map, is not supported yet; list 's[0:1]' in a map clause of the construct too, or map the chain with 'target enter data' or 'target data' around the construct
