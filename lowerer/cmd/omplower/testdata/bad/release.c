// want: 4:22: map-type 'release' is not allowed on '#pragma omp target'
int main(void) {
  int a[4];
  #pragma omp target map(release: a)
  { a[0] = 1; }
  return 0;
}
