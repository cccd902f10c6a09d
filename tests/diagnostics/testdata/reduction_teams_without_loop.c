void f(long *s) {
  long r = 0;
  #pragma omp target teams reduction(+: r) num_teams(4)
  { r += 1; }
  *s = r;
}
// expect: 3:28: error: 'reduction' on '#pragma omp target teams' without a loop construct in it is not supported yet
