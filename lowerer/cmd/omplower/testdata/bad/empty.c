// want: 4:14: expected an OpenMP directive name after 'omp'
int main(void) {
  int r = 0;
  #pragma omp
  { r = 1; }
  return r;
}
