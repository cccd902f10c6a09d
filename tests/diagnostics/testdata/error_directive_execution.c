#pragma omp declare target
int f(int x) {
#pragma omp error at(execution) severity(warning) message("f runs")
  return x + 1;
}
#pragma omp end declare target
int main(void) {
  int a = 1;
#pragma omp target map(tofrom: a)
  a = f(a);
  return a;
}
// expect: 3:9: error: '#pragma omp error at(execution)' inside a target region or declare target function is not supported yet (at(compilation) is)
