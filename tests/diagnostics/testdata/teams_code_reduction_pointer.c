void f(long *p, int n, int *a) {
#pragma omp target teams num_teams(4) reduction(+: p[0:n]) map(to: a[0:n])
  {
    p[0] += 1;
#pragma omp distribute parallel for reduction(+: p[0:n])
    for (int i = 0; i < n; i++) p[i] += a[i];
  }
}
// expect: 2:52: error: reduction over 'p[0:n]', whose bounds are not constants, on '#pragma omp target teams' whose region is code is not supported yet
