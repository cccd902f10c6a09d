// want: 5:8: loop is not in OpenMP canonical form: loop variable 'x' has type 'double' (integer or pointer required)
int main(void) {
  double a[10];
  #pragma omp target teams distribute parallel for
  for (double x = 0; x < 10; x += 1)
    a[0] = x;
  return 0;
}
