typedef struct { int n; double *x; } Mesh;
typedef struct { double dt; Mesh *mesh; } Sim;
void step(Sim *s) {
  #pragma omp target map(tofrom: s->mesh->x[0:s->mesh->n])
  for (int i = 0; i < s->mesh->n; i++) s->mesh->x[i] += s->dt;
}
// expect: 4:34: error: 's->mesh->x[0:s -> mesh -> n]' (a section through a pointer member) on a target construct is not supported yet; map it with 'target enter data' or 'target data' around the construct
