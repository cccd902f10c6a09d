// want: 7:12: call to 'g' in a target region is not supported yet (only the OpenMP device API, C math functions and printf)
int g(int x) { return x + 1; }
int main(void) {
  int a[10];
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++)
    a[i] = g(i);
  return 0;
}
