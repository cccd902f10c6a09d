int new = 3;
#pragma omp declare target(new)
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  r = new;
  return r;
}
// expect: 1:5: error: declare target variable 'new' is named by a C++ keyword, which the device code (C++) cannot define under that name; rename it
