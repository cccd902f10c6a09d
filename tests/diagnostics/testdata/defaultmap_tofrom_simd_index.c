void f(int n) {
  int j;
  #pragma omp target simd defaultmap(tofrom: scalar)
  for (j = 0; j < n; j++)
    ;
}
// expect: 3:27: error: 'defaultmap(tofrom:scalar)' with the loop variable 'j' of a simd loop declared before the loop is not supported yet (map it with map(tofrom: j))
