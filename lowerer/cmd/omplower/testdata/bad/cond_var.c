// want: 5:25: loop is not in OpenMP canonical form: the test must be one comparison of the loop variable
int main(void) {
  int a[10], n = 10;
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n && i < 5; i++) a[i] = i;
  return 0;
}
