// want: 5:53: 'v[0:1][0:n]' and 'v[2:1][0:n]' are sections of the same array on one directive; list one section that covers both
int main(void) {
  int n = 4;
  double v[n][n];
  #pragma omp target map(to: v[0:1][0:n]) map(from: v[2:1][0:n])
  { v[0][0] = 1; }
  return 0;
}
