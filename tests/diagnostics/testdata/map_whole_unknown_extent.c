extern double ext[];
void f(void) {
  #pragma omp target map(tofrom: ext)
  { ext[0] = 1; }
}
// expect: 3:34: error: the size of 'ext' is not known; map a section of it
