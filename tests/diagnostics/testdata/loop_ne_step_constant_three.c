/* clang-19 runs these loops as if the test were '<' or '>' (gcc 12
   refuses them): OpenMP 5.2 wants a constant step of 1 or -1 with '!='. */
void f(int *a) {
  #pragma omp target teams distribute parallel for map(tofrom: a[0:30])
  for (int i = 30; i != 0; i = i - 3) a[i - 1] = i;
  #pragma omp target map(tofrom: a[0:30])
  {
    #pragma omp parallel for
    for (int i = 0; i != 30; i += 3) a[i] = i;
  }
}
// expect: 5:28: error: loop is not in OpenMP canonical form: with '!=' the increment must be a constant 1 or -1 (OpenMP 5.2, 4.4.1); test with '<' or '>' for another step
// expect: 9:30: error: loop is not in OpenMP canonical form: with '!=' the increment must be a constant 1 or -1 (OpenMP 5.2, 4.4.1); test with '<' or '>' for another step
