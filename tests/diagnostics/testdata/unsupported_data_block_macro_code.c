#define PRAGMA(x) _Pragma(#x)
#define WITH_DATA(v, body) do { PRAGMA(omp target data map(tofrom: v)) { body; } } while (0)
int main(void) {
  int a[4] = {0};
  WITH_DATA(a, a[0] = 1);
  return a[0] - 1;
}
// expect: 5:3: error: the statement of '#pragma omp target data' ends inside a macro use; not supported yet: write the end of the statement out
