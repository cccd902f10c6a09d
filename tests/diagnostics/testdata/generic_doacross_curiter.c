/* The sink omp_cur_iteration - 1 in loops beside other code in a target
 * region whose host fallback keeps the loop construct in gcc 12's depend
 * spelling: a nest of two loops, or a step that is not a literal, has no
 * such spelling. */
void f(int *a, int n, int s) {
  #pragma omp target map(tofrom: a[0:n*n])
  {
    a[0] = 1;
    #pragma omp parallel for ordered(2)
    for (int i = 1; i < n; i++)
      for (int j = 1; j < n; j++) {
        #pragma omp ordered doacross(sink: omp_cur_iteration - 1)
        a[i * n + j] += a[i * n + j - 1];
        #pragma omp ordered doacross(source:)
      }
    #pragma omp parallel for ordered(1)
    for (int i = 1; i < n; i += s) {
      #pragma omp ordered doacross(sink: omp_cur_iteration - 1)
      a[i] += a[i - 1];
      #pragma omp ordered doacross(source: omp_cur_iteration)
    }
  }
}
// expect: 12:44: error: 'omp_cur_iteration - 1' in a loop with 'ordered(2)' whose host fallback keeps the loop construct is not supported yet (gcc 12 has no doacross clause; write the sink vector)
// expect: 18:42: error: 'omp_cur_iteration - 1' in a loop with 'ordered(1)' whose host fallback keeps the loop construct is not supported yet (gcc 12 has no doacross clause; write the sink vector)
