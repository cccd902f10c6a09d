// want: 6:13: directives nested in a target region are not supported yet
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a)
  {
    #pragma omp target
    { a[0] = 1; }
  }
  return 0;
}
