struct Q { int a; int *p; };
void f(int *x) {
  struct Q q;
  #pragma omp target map(tofrom: q) map(to: x[0:8])
  #pragma omp parallel for lastprivate(q)
  for (int i = 0; i < 8; i++) { q.a = i; q.p = x; }
}
// expect: 5:40: error: 'lastprivate' of 'q' (type 'struct Q'), which holds a pointer, is not supported yet: the lane's copy would hold device addresses
