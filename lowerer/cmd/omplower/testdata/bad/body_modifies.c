// want: 7:5: loop is not in OpenMP canonical form: the loop variable 'i' is modified in the loop body
int main(void) {
  int a[10];
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++) {
    a[i] = i;
    i += 1;
  }
  return 0;
}
