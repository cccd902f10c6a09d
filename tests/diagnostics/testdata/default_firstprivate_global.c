int g = 3;
void f(int *out) {
  #pragma omp target teams default(firstprivate) map(from: out[0:1])
  { out[0] = g; }
}
// expect: 4:14: error: variable 'g' must have explicitly specified data sharing attributes: default(firstprivate) does not apply to variables declared at file scope
// expect: 3:36: note: default(firstprivate) given here
