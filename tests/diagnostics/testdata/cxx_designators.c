struct P { int x, y; };
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  {
    struct P p = {1, .y = 1, .x = 2};
    int a[4] = {[3] = 1, [1] = 2};
    struct Q { struct P p; int z; } q = {.p.y = 1};
    r = p.x + a[2] + q.p.y;
  }
  return r;
}
// expect: 6:18: error: designated initializers out of the members' order after positional ones are not supported in device code yet (the device code is C++, which requires the members' order)
// expect: 7:26: error: array designators out of increasing order are not supported in device code yet (the device code is C++, which has no array designators; they are made positional)
// expect: 8:42: error: this designated initializer is not supported in device code yet (the device code is C++, which takes only '.member = value' designators, and '[index] = value' ones in increasing order)
