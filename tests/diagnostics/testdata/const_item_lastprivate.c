/* lastprivate stores the last iteration's value back: not into a const
 * variable, on a worksharing loop in a target region either. */
void f(int *a) {
  const int last = 7;
  #pragma omp target map(tofrom: a[0:8])
  {
    #pragma omp parallel for lastprivate(last)
    for (int i = 0; i < 8; i++) a[i] = last;
  }
}
// expect: 7:42: error: 'last' is const-qualified and cannot be in clause 'lastprivate' (only in shared or firstprivate)
