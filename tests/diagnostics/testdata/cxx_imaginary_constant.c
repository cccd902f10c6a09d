int main(void) {
  double r = 0, im = 2.0;
  #pragma omp target map(tofrom: r)
  {
    _Complex double z = 1.0 + im * 1.0i;
    r = __imag__ z;
  }
  return (int)r;
}
// expect: 5:36: error: the imaginary constant '1.0i' is not supported in device code yet (nvcc reads it as a C++ user-defined literal); build the value with __real__ and __imag__
