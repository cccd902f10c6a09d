extern double ext[];
void f(void) {
  #pragma omp target map(tofrom: ext[2:])
  { ext[0] = 1; }
}
// expect: 3:37: error: the length of section 'ext[2:]' must be given: the extent of 'ext' is not known
