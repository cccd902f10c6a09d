typedef struct { int x; double y; } C;
typedef struct { int n; C *cells; } G;
void f(G g) {
  #pragma omp target map(tofrom: g.cells[0:1]) map(tofrom: g.cells[2].x)
  { g.cells[2].x = 1; }
}
// expect: 4:60: error: 'g.cells[2].x' beside 'g.cells[0:1]', which may not hold its element, is not supported yet: map a section that holds it
