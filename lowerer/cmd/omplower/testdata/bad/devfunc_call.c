// want: 5:30: call to 'h' in declare target function 'g' is not supported: add '#pragma omp declare target' (or declare target(h)) for it (only declare target functions, the OpenMP device API, C math functions and printf can be called on the device)
int h(int x) { return x * 2; }
#pragma omp declare target
int f(int x);
int g(int x) { return f(x) + h(x); }
int f(int x) { return x + 1; }
#pragma omp end declare target
int main(void) {
  int a[10];
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++)
    a[i] = g(i);
  return 0;
}
