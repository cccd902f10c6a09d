void f(int *a, int n) {
  int x = 0;
  #pragma omp target parallel map(tofrom: x) map(to: a[0:n])
  {
    int r = 0;
    do {
      #pragma omp for lastprivate(conditional: x)
      for (int i = 0; i < n; i++) if (a[i] > r) x = i;
      r++;
    } while (r < 3);
  }
}
// expect: 7:35: error: 'lastprivate(conditional: ...)' on a '#pragma omp for' that its parallel region may run more than once (the 'do' at line 6) is not supported yet (the host fallback's gcc keeps the greatest assigning iteration of the earlier runs); put the parallel region inside that loop
