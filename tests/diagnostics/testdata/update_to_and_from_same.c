void f(double *a, int n) {
  #pragma omp target update to(a[0:n]) from(a[0:n])
}
// expect: 2:45: error: 'a[0:n]' appears in both 'to' and 'from' clauses; an update moves a list item in one direction only
// expect: 2:32: note: 'a[0:n]' listed here
