// want: 4:3: '#pragma omp target' must be followed by a statement, not a declaration
int main(void) {
  #pragma omp target
  int a = 1;
  return a;
}
