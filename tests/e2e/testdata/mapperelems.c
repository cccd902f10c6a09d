/* declare mapper items naming members of elements of array members
 * (g.cells[1].x, g.cells[2].d[0:g.cells[2].n]): each element is in the
 * struct's own storage; the pointee section is attached into the
 * element's pointer. Applied to a struct variable and to a section of
 * structs. Results are checked against the host's arithmetic (clang-19
 * computes the same without the pointee section and crashes with it:
 * docs/difftest.md). */
#include <stdio.h>

typedef struct { int x; double *d; int n; } Cell;
typedef struct { int k; Cell cells[3]; } Grid;

#pragma omp declare mapper(Grid g) map(g.k, g.cells[1].x, g.cells[2].n, g.cells[2].d[0:g.cells[2].n])

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  double d[4] = {1, 2, 3, 4}, e[2] = {10, 20};
  Grid g = {5, {{1, 0, 0}, {2, 0, 0}, {3, d, 4}}};
  #pragma omp target map(tofrom: g)
  {
    g.cells[1].x += g.k;
    for (int i = 0; i < g.cells[2].n; i++) g.cells[2].d[i] *= 2;
  }
  bad += check("cells[1].x", g.cells[1].x, 7) + check("d[0]", d[0], 2) + check("d[3]", d[3], 8);

  Grid ga[2] = {g, g};
  ga[1].cells[2].d = e;
  ga[1].cells[2].n = 2;
  #pragma omp target map(tofrom: ga[0:2])
  {
    ga[1].cells[1].x += 100;
    for (int i = 0; i < ga[1].cells[2].n; i++) ga[1].cells[2].d[i] += ga[0].k;
  }
  bad += check("ga[0] x", ga[0].cells[1].x, 7) + check("ga[1] x", ga[1].cells[1].x, 107);
  bad += check("e[1]", e[1], 25) + check("d[1] kept", d[1], 4);

  printf("%d %d %d %g %g %g\n", g.cells[1].x, ga[0].cells[1].x, ga[1].cells[1].x, d[3], e[0], e[1]);
  if (bad == 0) printf("PASS mapperelems\n");
  return bad != 0;
}
