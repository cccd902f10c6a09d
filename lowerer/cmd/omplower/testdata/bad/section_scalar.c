// want: 4:35: 'x' is not an array or pointer; it cannot have an array section
int main(void) {
  int x = 0;
  #pragma omp target map(tofrom: x[0:1])
  { x = 1; }
  return x;
}
