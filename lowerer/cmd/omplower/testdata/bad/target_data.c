// want: 4:15: '#pragma omp target data' is not supported yet
int main(void) {
  int a[10];
  #pragma omp target data map(tofrom: a)
  { a[0] = 1; }
  return 0;
}
