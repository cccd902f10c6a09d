// want: 4:37: map-type 'from' is not allowed on '#pragma omp target enter data'
int main(void) {
  int a[10];
  #pragma omp target enter data map(from: a)
  return 0;
}
