// want: 4:37: 'zz' in clause 'map' is not a variable in scope
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a, zz)
  { a[0] = 1; }
  return 0;
}
