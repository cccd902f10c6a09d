double a[8];
void f(void) {
  double *p = a;
  #pragma omp target simd map(tofrom: p, a)
  for (p = a; p < a + 8; p++)
    *p = 1;
}
// expect: 5:3: error: the pointer loop variable 'p' of a simd loop, declared before the loop and mapped from the device, is not supported yet (declare it in the for-init or do not map it)
