void f(int *a, int n) {
  int c = 0;
  #pragma omp target defaultmap(present) defaultmap(tofrom: scalar) map(a[0:n])
  { c = a[0]; }
  #pragma omp target defaultmap(to: pointer) defaultmap(firstprivate: all) map(a[0:n])
  { a[0] = c; }
}
// expect: 3:42: error: more than one defaultmap clause for category 'scalar': a defaultmap clause without a category (or with 'all') names every category
// expect: 5:46: error: more than one defaultmap clause for category 'pointer': a defaultmap clause without a category (or with 'all') names every category
