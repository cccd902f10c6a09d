// want: 10:12: variable 'fp': a function pointer ('int (*)(int)') cannot enter device code from the host unless the unit has 'declare target indirect' functions
#pragma omp declare target
int g(int x) { return x + 1; }
#pragma omp end declare target
int main(void) {
  int a[10];
  int (*fp)(int) = g;
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 10; i++)
    a[i] = fp(i);
  return 0;
}
