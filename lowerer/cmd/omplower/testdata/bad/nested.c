// want: 6:13: '#pragma omp target' inside a target region is not supported yet
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a)
  {
    #pragma omp target
    { a[0] = 1; }
  }
  return 0;
}
