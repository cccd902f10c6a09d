enum K { KA = 3, KB };
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  { r = _Generic(KA, int: 1, default: 2); }
  return r;
}
// expect: 5:9: error: a generic selection whose controlling expression holds an enumeration constant is not supported in device code yet
