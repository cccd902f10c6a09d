void f(void) {
  int a[4] = {0};
  #pragma omp target parallel default(private) num_threads(1)
  { a[0] = 1; }
}
// expect: 4:5: error: default(private) on a combined target construct for 'a' of type 'int [4]', which no map clause lists, is not supported yet (clang-19 shares it with the target level where OpenMP 5.2 privatizes it); list 'a' in a 'map', 'shared' or 'private' clause
