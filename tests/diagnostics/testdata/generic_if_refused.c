void f(double *a, int n, int c) {
  #pragma omp target teams map(tofrom: a[0:n])
  {
    a[0] = 1;
    #pragma omp parallel for simd if(simd: c)
    for (int i = 1; i < n; i++) a[i] = 0;
    #pragma omp distribute parallel for if(c)
    for (int i = 1; i < n; i++) a[i] = 0;
    #pragma omp parallel if(c)
    {
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] = 0;
      #pragma omp for
      for (int i = 1; i < n; i++) a[i] += 1;
    }
  }
}
// expect: 5:35: error: if(simd: ...) on a '#pragma omp parallel for simd' beside other code in a target region is not supported yet
// expect: 7:41: error: clause 'if' on a '#pragma omp distribute parallel for' beside other code in a target region is not supported yet (only on a combined parallel loop)
// expect: 9:26: error: clause 'if' on a '#pragma omp parallel' beside other code in a target region is not supported yet: the team is sized when the region is launched, so every parallel construct of the region must have the same if clause (the '#pragma omp parallel for simd' at 5:13 has if(simd: c))
