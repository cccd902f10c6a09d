void f(double *a, int n, int k) {
  #pragma omp target map(tofrom: a[0:n])
  {
    switch (k) {
    case 1:
      #pragma omp parallel for
      for (int i = 0; i < n; i++) a[i] = 0;
      break;
    }
  }
}
// expect: 4:5: error: a 'switch' that contains a nested parallel loop in a target region is not supported yet
