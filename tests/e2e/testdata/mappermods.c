/* Map-type modifiers on a list item mapped through a declare mapper: the
 * mapper's map clauses replace the item and only the map type decays into
 * them, so `always` on the clause does not copy the mapper's items again
 * when the structure is already present (as clang-19 computes). */
#include <stdio.h>
#include <stdlib.h>

struct S {
  int n;
  long *v;
};
#pragma omp declare mapper(struct S m) map(tofrom : m.n, m.v[0 : m.n])

int main(void) {
  struct S m;
  m.n = 4;
  m.v = malloc(4 * sizeof(long));
  for (int i = 0; i < 4; i++)
    m.v[i] = i;

#pragma omp target enter data map(to : m)
  /* Present: tofrom copies nothing back, always or not. */
#pragma omp target map(always, tofrom : m)
  for (int i = 0; i < 4; i++)
    m.v[i] = 100 + i;
  printf("always tofrom: %ld %ld\n", m.v[0], m.v[3]);
  int ok = m.v[0] == 0 && m.v[3] == 3;

  /* Present: the host's change is not copied to the device either. */
  m.v[0] = 7;
#pragma omp target map(always, to : m)
  { m.v[1] = m.v[0]; }
#pragma omp target update from(m)
  printf("always to: %ld %ld\n", m.v[0], m.v[1]);
  ok = ok && m.v[0] == 100 && m.v[1] == 100;

  /* target update moves the mapper's items. */
  m.v[2] = 9;
#pragma omp target update to(m)
#pragma omp target map(tofrom : m)
  { m.v[3] = m.v[2] + 1; }
#pragma omp target exit data map(from : m)
  printf("update: %ld %ld\n", m.v[2], m.v[3]);
  ok = ok && m.v[2] == 9 && m.v[3] == 10;

  free(m.v);
  printf("%s mappermods\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
