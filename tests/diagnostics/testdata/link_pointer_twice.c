double *lp;
#pragma omp declare target link(lp)
void f(void) {
  #pragma omp target map(to: lp[0:8]) map(from: lp[0:8])
  { lp[0] = 1; }
  #pragma omp target enter data map(to: lp) map(to: lp[0:8])
}
// A declare target link pointer in several map clauses (clang-19's
// program crashes on these).
// expect: 4:49: error: 'lp[0:8]' in several map clauses of one directive is not supported yet for a declare target link pointer
// expect: 4:30: note: 'lp[0:8]' first listed here
// expect: 6:53: error: 'lp[0:8]' in several map clauses of one directive is not supported yet for a declare target link pointer
// expect: 6:41: note: 'lp' first listed here
