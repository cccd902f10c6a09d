void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double small[16];
    double big[8192];
    #pragma omp parallel for
    for (int i = 0; i < 16; i++) small[i] = big[i] = a[i];
    a[0] = small[3] + big[3];
  }
}
// expect: 5:12: error: the variables declared beside the nested parallel loops of this target region take more than 40960 bytes with 'big' (they live in the team's shared memory); map a buffer instead
