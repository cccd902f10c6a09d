// want: 7:9: variable 'p' of type 'struct pt {x int; y int}' cannot be used in a target region yet
struct pt { int x, y; };
int main(void) {
  struct pt p = {1, 2};
  int r = 0;
  #pragma omp target map(tofrom: r)
  { r = p.x; }
  return r;
}
