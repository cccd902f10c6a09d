// want: 4:40: 'a[0:2][0:2]' is not contiguous storage: a map clause needs a contiguous array section (a non-contiguous section can only be moved by 'target update')
int main(void) {
  int a[4][4];
  #pragma omp target map(tofrom: a[0:2][0:2])
  { a[0][0] = 1; }
  return 0;
}
