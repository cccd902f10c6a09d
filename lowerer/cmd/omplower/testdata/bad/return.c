// want: 6:5: 'return' is not allowed inside a target region
int f(int *a) {
  #pragma omp target map(tofrom: a[0:1])
  {
    a[0] = 1;
    return 1;
  }
  return 0;
}
int main(void) { int a[1]; return f(a); }
