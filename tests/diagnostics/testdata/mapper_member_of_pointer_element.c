typedef struct { int x; } Cell;
typedef struct { int n; Cell *cells; } Grid;
#pragma omp declare mapper(Grid g) map(g.n, g.cells[1].x)
void f(Grid g) {
  #pragma omp target map(tofrom: g)
  { g.n = g.cells[1].x; }
}
// expect: 3:52: error: members of elements reached through a pointer member ('g.cells[1].x') are not supported yet
