// want: 4:40: multi-dimensional array sections are not supported yet
int main(void) {
  int a[4][4];
  #pragma omp target map(tofrom: a[0:2][0:2])
  { a[0][0] = 1; }
  return 0;
}
