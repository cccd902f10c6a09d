void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    int v;
    #pragma omp single copyprivate(v)
    v = a[0];
    a[1] = v;
  }
}
// expect: 5:24: error: clause 'copyprivate' on '#pragma omp single' in a target region is not supported yet
