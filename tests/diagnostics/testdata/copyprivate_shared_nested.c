void f(int *a) {
  int z = 0;
  #pragma omp target map(tofrom: a[0:1])
  {
    a[0] = 1;
    #pragma omp parallel
    {
      #pragma omp single copyprivate(z)
      z = 1;
    }
  }
}
// expect: 8:38: error: 'z' in 'copyprivate' must be threadprivate or private in the enclosing context; it is shared by the team the single binds to
