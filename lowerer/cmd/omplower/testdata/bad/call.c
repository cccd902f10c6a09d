// want: 7:12: call to 'g' in a target region is not supported: add '#pragma omp declare target' (or declare target(g)) for it (only declare target functions, the OpenMP device API, C math functions and printf can be called on the device)
int g(int x) { return x + 1; }
int main(void) {
  int a[10];
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++)
    a[i] = g(i);
  return 0;
}
