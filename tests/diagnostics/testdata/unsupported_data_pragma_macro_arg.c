#define RUN(...) do { __VA_ARGS__ } while (0)
void f(int *a) {
  RUN(_Pragma("omp target data map(tofrom: a[0:4])") { a[0]++; });
}
// expect: 3:3: error: the statement of '#pragma omp target data' ends inside a macro use; not supported yet: write the end of the statement out
