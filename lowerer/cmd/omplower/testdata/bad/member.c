// want: 5:35: struct members in clauses are not supported yet
struct s { int v[4]; };
int main(void) {
  struct s x;
  #pragma omp target map(tofrom: x.v)
  { }
  return 0;
}
