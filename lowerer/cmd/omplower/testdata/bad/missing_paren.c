// want: 4:35: expected ')'
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a
  { a[0] = 1; }
  return 0;
}
