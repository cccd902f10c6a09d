// want: 5:27: loop is not in OpenMP canonical form: the test 'i < ...' needs an increasing loop variable
int main(void) {
  int a[10];
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i--)
    a[0] = i;
  return 0;
}
