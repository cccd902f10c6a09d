// want: 4:27: 'scale' is used in declare target function 'g' but is not a declare target variable; add '#pragma omp declare target' for it
int scale = 3;
#pragma omp declare target
int g(int x) { return x * scale; }
#pragma omp end declare target
int main(void) {
  int a[10];
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++)
    a[i] = g(i);
  return 0;
}
