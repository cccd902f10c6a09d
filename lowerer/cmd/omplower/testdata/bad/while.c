// want: 6:3: a loop construct must be followed by a for loop
int main(void) {
  int a[10];
  int i = 0;
  #pragma omp target teams distribute
  while (i < 10) { a[i] = i; i++; }
  return 0;
}
