/* at(execution) in device code prints its message where it runs; a
   message that is not string literals, and the directive in a simd loop
   (OpenMP forbids it there, clang-19 too), are refused. */
#pragma omp declare target
const char *note = "f runs";
int f(int x) {
#pragma omp error at(execution) severity(warning) message(note)
  return x + 1;
}
#pragma omp end declare target
int main(void) {
  int a = 1, b[4];
#pragma omp target map(tofrom: a)
  a = f(a);
#pragma omp target map(from: b)
#pragma omp simd
  for (int i = 0; i < 4; i++) {
#pragma omp error at(execution) severity(warning)
    b[i] = i;
  }
  return a;
}
// expect: 7:59: error: a message of '#pragma omp error at(execution)' other than string literals inside a target region or declare target function is not supported yet
// expect: 18:9: error: '#pragma omp error' may not be nested in a simd region
