void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    int v;
    #pragma omp single copyprivate(v) nowait
    v = a[0];
    a[1] = v;
  }
}
// expect: 5:24: error: clauses 'copyprivate' and 'nowait' may not both appear on '#pragma omp single'
