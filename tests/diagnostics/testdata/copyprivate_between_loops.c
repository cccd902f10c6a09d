void f(int *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    int v = 0;
    a[0] = 0;
    #pragma omp parallel
    {
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] = i;
      #pragma omp single copyprivate(v)
      v = a[0];
      #pragma omp for
      for (int i = 0; i < n; i++) a[i] += 1;
    }
  }
}
// expect: 10:15: error: '#pragma omp single' between the loops of a parallel region in a target region is not supported yet (with 'copyprivate')
