struct S { int n; long double v; };
void f(struct S *s) {
  #pragma omp target map(tofrom: s[0:1])
  { s[0].n = 1; }
}
// expect: 4:5: error: type 'struct S', which holds a long double, is not supported in a target region: the device computes 'long double' as 'double', so its values would differ from the host's; use double
