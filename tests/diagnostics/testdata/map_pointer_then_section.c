void f(double **pp, int n) {
  #pragma omp target map(tofrom: pp[0:n][0:n])
  { pp[0][0] = 1; }
}
// expect: 2:41: error: 'pp' reaches a pointer inside an array section: its rows are separate storage, which one section cannot map; map the pointers ('pp[lo:len]') and each row through one of them ('pp[i][lo:len]')
