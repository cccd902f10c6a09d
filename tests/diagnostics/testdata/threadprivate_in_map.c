/* A threadprivate variable has one copy per host thread and none on the
 * device: it cannot be mapped or moved (clang-19 refuses it too). */
static int counter;
#pragma omp threadprivate(counter)
void f(int *a) {
  #pragma omp target enter data map(to: counter)
  #pragma omp target map(tofrom: a[0:1])
  { a[0] = 1; }
  #pragma omp target update from(counter)
}
// expect: 6:41: error: 'counter' is threadprivate and cannot be in clause 'map' (each host thread has its own copy)
// expect: 9:34: error: 'counter' is threadprivate and cannot be in clause 'from' (each host thread has its own copy)
