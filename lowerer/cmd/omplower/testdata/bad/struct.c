// want: 6:5: struct and union types in target regions are not supported yet
int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  {
    struct pt { int x, y; } p = {1, 2};
    r = p.x + p.y;
  }
  return r;
}
