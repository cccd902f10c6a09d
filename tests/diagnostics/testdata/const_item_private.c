/* A const-qualified variable cannot be private: its copy could never be
 * assigned (clang-19 refuses it too). */
void f(int *a) {
  const int x = 1;
  #pragma omp target private(x) map(tofrom: a[0:1])
  { a[0] = 1; }
}
// expect: 5:30: error: 'x' is const-qualified and cannot be in clause 'private' (only in shared or firstprivate)
