void f(double **pp, int m) {
  #pragma omp target firstprivate(pp) map(tofrom: pp[1][0:m])
  { pp[1][0] = 1; }
}
// expect: 2:51: error: 'pp[1][0:m]' next to 'pp' in clause 'firstprivate' is not supported yet; map the pointer array instead ('pp[lo:len]')
