/* A variable-length array in both firstprivate and lastprivate on a
 * parallel loop beside other code: the thread's copy would start from
 * the team's snapshot, which the device cannot declare (no
 * variable-length types in C++). Lastprivate alone is lowered. */
void f(int m) {
  int v[m];
#pragma omp target map(tofrom: v)
  {
    v[0] = 1;
#pragma omp parallel for firstprivate(v) lastprivate(v)
    for (int i = 0; i < 64; i++) v[0] += i;
  }
}
// expect: 10:39: error: variable 'v': type 'array of int' is not supported in target regions yet
// expect: 10:54: error: variable-length array 'v' in both 'firstprivate' and 'lastprivate' on a '#pragma omp parallel for' beside other code in a target region is not supported yet
