// want: 4:36: map-type 'to' is not allowed on '#pragma omp target exit data'
int main(void) {
  int a[10];
  #pragma omp target exit data map(to: a[0:5])
  return 0;
}
