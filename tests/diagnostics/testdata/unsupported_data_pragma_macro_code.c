#define PRAGMA(x) _Pragma(#x)
#define SET_AND_SEND(v, k) v[0] = k; PRAGMA(omp target update to(v))
#define SEND_TWO(v, w) PRAGMA(omp target update to(v)) PRAGMA(omp target update to(w))
int main(void) {
  int a[4] = {0}, b[4] = {0};
  #pragma omp target enter data map(to: a, b)
  SET_AND_SEND(a, 1);
  SEND_TWO(a, b)
  #pragma omp target exit data map(from: a, b)
  return a[0] + b[0] - 1;
}
// expect: 7:3: error: '#pragma omp target update' produced by a macro use that also produces other code or directives is not supported yet; give the directive a macro use of its own
// expect: 8:3: error: '#pragma omp target update' produced by a macro use that also produces other code or directives is not supported yet; give the directive a macro use of its own
// expect: 8:3: error: '#pragma omp target update' produced by a macro use that also produces other code or directives is not supported yet; give the directive a macro use of its own
