// want: 5:30: call to 'h' in declare target function 'g' is not supported: its definition is not in this translation unit, so it cannot be compiled for the device (only functions defined in the unit, the OpenMP device API, C math functions, printf and the C string and heap routines of docs/device-code.md can be called on the device)
int h(int x); /* defined in another unit */
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
