typedef struct { int n; double *v; } Vec;
#pragma omp declare mapper(Vec x) map(x.n, x.v[0:x.n])
int main(void) {
  Vec *rows[2];
  #pragma omp target enter data map(to: rows)
  #pragma omp target enter data map(to: rows[1][0:2])
  return 0;
}
// expect: 6:41: error: 'rows[1][0:2]': a section through a pointer of structs with a mapper is not supported yet; map the structs' members, or give each element its own item
