// want: 5:14: unexpected '}', expected ';'
int main(void) {
  int a[10];
  #pragma omp target
  { a[0] = 1 }
  return 0;
}
