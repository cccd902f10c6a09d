/* Written by hand for tools/difftest -file (docs/difftest.md): a default mapper of an element type that maps a member through the member type's own default mapper, for the whole array of structs, a section of it and one element. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
typedef struct { int len; int *d; } Buf;
typedef struct { int id; Buf b; } Node;
#pragma omp declare mapper(Buf x) map(x, x.d[0:x.len])
#pragma omp declare mapper(Node n) map(n.id, n.b)
int main(void) {
  int n = 6;
  Node nodes[3];
  for (int k = 0; k < 3; k++) { nodes[k].id = k + 1; nodes[k].b.len = n; nodes[k].b.d = malloc(n * sizeof(int)); for (int i = 0; i < n; i++) nodes[k].b.d[i] = i; }
  /* mapper of the element type, which maps a member with its own mapper */
#pragma omp target teams distribute parallel for map(tofrom: nodes) num_teams(2)
  for (int k = 0; k < 3; k++) for (int i = 0; i < nodes[k].b.len; i++) nodes[k].b.d[i] *= nodes[k].id;
  for (int k = 0; k < 3; k++) printf("1: %d %d\n", nodes[k].b.d[1], nodes[k].b.d[5]);
  /* section of the array of structs */
#pragma omp target map(tofrom: nodes[1:2])
  for (int k = 1; k < 3; k++) { nodes[k].b.d[0] = -k; nodes[k].id = 10 * k; }
  for (int k = 0; k < 3; k++) printf("2: %d %d\n", nodes[k].id, nodes[k].b.d[0]);
  /* one element */
  Node one = nodes[2];
#pragma omp target map(tofrom: one)
  { one.b.d[2] = 222; one.id = 7; }
  printf("3: %d %d %d\n", one.id, one.b.d[2], nodes[2].b.d[2]);
  return 0;
}
