// want: 5:34: 'x' is not a struct or union, nor a pointer to one; it has no members
int main(void) {
  int x = 0;
  int r = 0;
  #pragma omp target map(tofrom: x.v) map(from: r)
  { r = 1; }
  return r;
}
