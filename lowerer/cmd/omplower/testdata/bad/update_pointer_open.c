// want: 4:33: the length of section 'p[2:]' must be given: 'p' is a pointer
void f(int *p) {
  #pragma omp target enter data map(to: p[0:8])
  #pragma omp target update to(p[2:])
  #pragma omp target exit data map(release: p[0:8])
}
