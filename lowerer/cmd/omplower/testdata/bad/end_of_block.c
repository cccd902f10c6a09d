// want: 5:1: '#pragma omp target' must be followed by a statement, not the end of the block
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
}
