#pragma omp declare reduction(mn : int : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv = omp_orig)
void f(int *a, int n) {
  int s = 1000;
  #pragma omp target teams num_teams(4) map(to: a[0:n]) map(tofrom: s)
  {
    int k = 2;
    #pragma omp parallel for reduction(mn: s)
    for (int i = 0; i < n; i += k) s = a[i] < s ? a[i] : s;
  }
}
// expect: 7:44: error: reduction 'mn: s' on a parallel loop that the teams of a teams region each run: the initializer of declare reduction 'mn' reads omp_orig, which other teams may be updating; not supported yet
// expect: 1:112: note: omp_orig read here
