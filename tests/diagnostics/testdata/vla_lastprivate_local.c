/* lastprivate of a variable-length array declared in the target region,
 * on a loop beside code: the launch sizes the lanes' copies with the
 * host's sizeof, and the host has no such array. */
void f(int n, long *r) {
  #pragma omp target map(tofrom: r[0:1])
  {
    long t[n];
    for (int i = 0; i < n; i++) t[i] = 0;
    #pragma omp parallel for lastprivate(t)
    for (int i = 0; i < 64; i++) t[i % n] = i;
    r[0] = t[0];
  }
}
// expect: 9:42: error: 'lastprivate' of the variable-length array 't', declared in the target region, on a '#pragma omp parallel for' beside other code in a target region is not supported yet
