// want: 3:9: '#pragma omp target' must be followed by a statement inside a function
int a[10];
#pragma omp target
int main(void) {
  return a[0];
}
