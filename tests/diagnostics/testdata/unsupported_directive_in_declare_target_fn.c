#pragma omp declare target
void h(double *a) {
  #pragma omp parallel for
  for (int i = 0; i < 4; i++) a[i] = 0;
}
#pragma omp end declare target
int main(void) { return 0; }
// expect: 3:11: error: directives other than '#pragma omp atomic' inside a declare target function are not supported yet
