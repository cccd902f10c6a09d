struct F { _Bool on : 1; int n; };
int main(void) {
  struct F f = {0, 3};
  _Bool b = 0;
  #pragma omp target map(tofrom: f, b)
  { b++; f.on++; }
  return f.on + b;
}
// expect: 6:14: error: '++' of the _Bool bit-field 'on' is not supported in device code yet (C++, the device code's language, has no '++' of bool); assign the new value
