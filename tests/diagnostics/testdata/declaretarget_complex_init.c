#pragma omp declare target
double _Complex g = 1.0;
float _Complex h[2] = {1.0f, 2.0f};
double _Complex z;
#pragma omp end declare target
int main(void) {
  double r = 0;
#pragma omp target map(from: r)
  r = __real__ g + __real__ h[1] + __real__ z;
  return r != 3;
}
// expect: 2:21: error: a complex value in the initializer of declare target variable 'g' is not supported yet (device code computes complex values by calls, and device variables take constant initializers only); assign it in a target region
// expect: 3:24: error: a complex value in the initializer of declare target variable 'h' is not supported yet (device code computes complex values by calls, and device variables take constant initializers only); assign it in a target region
