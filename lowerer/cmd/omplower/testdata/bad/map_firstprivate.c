// want: 5:46: 'n' appears in both 'map' and 'firstprivate' clauses
int main(void) {
  int a[10];
  int n = 3;
  #pragma omp target map(to: n) firstprivate(n) map(a)
  { a[0] = n; }
  return 0;
}
