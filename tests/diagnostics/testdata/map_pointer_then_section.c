void f(double **pp, int n) {
  #pragma omp target map(tofrom: pp[0:n][0:n])
  { pp[0][0] = 1; }
}
// expect: 2:41: error: 'pp' reaches a pointer inside an array section; only the first subscript may follow a pointer
