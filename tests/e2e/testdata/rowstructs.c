/* Rows of structs: sections through an array of pointers to structs
 * (nodes[i][0:2]) on target constructs, enter and exit data and target
 * update, and through a chain of pointer members (s->mesh->cells[0:n]). */
#include <stdio.h>
#include <stdlib.h>

typedef struct { double a, b; } Node;
typedef struct { int n; Node *cells; } Mesh;
typedef struct { Mesh *mesh; } Sim;

static int check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    return 1;
  }
  return 0;
}

int main(void) {
  int bad = 0;
  Node *nodes[4];
  for (int i = 0; i < 4; i++) {
    nodes[i] = malloc(2 * sizeof(Node));
    for (int k = 0; k < 2; k++) { nodes[i][k].a = i; nodes[i][k].b = 2 * i + k; }
  }
  #pragma omp target map(to: nodes) map(tofrom: nodes[1][0:2], nodes[3][0:2])
  { nodes[1][0].a += 100; nodes[3][1].b *= 3; }
  bad += check("nodes[1][0].a", nodes[1][0].a, 101);
  bad += check("nodes[3][1].b", nodes[3][1].b, 21);

  #pragma omp target enter data map(to: nodes)
  for (int i = 0; i < 4; i++) {
    #pragma omp target enter data map(to: nodes[i][0:2])
  }
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < 4; i++) { nodes[i][0].a += 1000; nodes[i][1].b = -nodes[i][1].b; }
  #pragma omp target update from(nodes[2][1:1])
  bad += check("updated element", nodes[2][1].b, -5);
  bad += check("element not updated", nodes[2][0].a, 2);
  for (int i = 0; i < 4; i++) {
    #pragma omp target exit data map(from: nodes[i][0:2])
  }
  #pragma omp target exit data map(delete: nodes)
  bad += check("nodes[0][0].a", nodes[0][0].a, 1000);
  bad += check("nodes[3][1].b", nodes[3][1].b, -21);

  Mesh me; me.n = 3; me.cells = malloc(3 * sizeof(Node));
  for (int i = 0; i < 3; i++) { me.cells[i].a = i; me.cells[i].b = 0; }
  Sim sim; sim.mesh = &me; Sim *s = &sim;
  #pragma omp target enter data map(to: s[0:1], s->mesh[0:1])
  #pragma omp target enter data map(to: s->mesh->cells[0:s->mesh->n])
  #pragma omp target
  for (int i = 0; i < 3; i++) s->mesh->cells[i].b = s->mesh->cells[i].a * 5;
  #pragma omp target exit data map(from: s->mesh->cells[0:s->mesh->n])
  bad += check("cells[2].b", me.cells[2].b, 10);
  printf("nodes %g %g cells %g\n", nodes[1][0].a, nodes[2][1].b, me.cells[1].b);
  if (bad) return 1;
  printf("PASS rowstructs\n");
  return 0;
}
