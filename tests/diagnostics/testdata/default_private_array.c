void f(void) {
  int a[4] = {0};
  #pragma omp target parallel default(private) num_threads(1)
  { a[0] = 1; }
}
// expect: 4:5: error: default(private) for 'a' of type 'int [4]' is not supported yet: only scalars and pointers are made private by it; list 'a' in a 'shared' or 'private' clause
