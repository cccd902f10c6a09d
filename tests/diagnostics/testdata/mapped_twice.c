double lk[8];
#pragma omp declare target link(lk)
void f(void) {
  #pragma omp target map(to: lk) map(from: lk)
  { lk[0] = 1; }
}
// expect: 4:44: error: 'lk' in several map clauses of one directive is not supported yet for a declare target link variable
// expect: 4:30: note: 'lk' first listed here
