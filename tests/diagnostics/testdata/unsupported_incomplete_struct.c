struct Opaque;
void f(struct Opaque *o) {
  #pragma omp target map(tofrom: o[0:1])
  { (void)o; }
}
// expect: 3:35: error: cannot map a section of 'o': its element type has no size
