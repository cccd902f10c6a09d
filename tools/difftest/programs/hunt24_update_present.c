/* Differential program (against clang-19): target update with the present motion modifier on struct members and sections, map(always, present, to:) of a member section, exit data release/delete and presence. */
#include <omp.h>
#include <stdio.h>
typedef struct { int a; int b[4]; } S;
int main(void) {
  S s = {1, {1, 2, 3, 4}};
  int v[6] = {1, 2, 3, 4, 5, 6};
#pragma omp target enter data map(to: s, v)
  s.a = 10; s.b[2] = 30; v[5] = 60;
#pragma omp target update to(present: s.a, v[5:1])
#pragma omp target map(always, present, to: s.b[2:1])
  { s.a += s.b[2]; v[0] = v[5] + s.b[2]; }
#pragma omp target update from(present: s, v[0:1])
  printf("%d %d %d %d\n", s.a, s.b[2], v[0], v[5]);
#pragma omp target exit data map(release: s) map(delete: v)
  printf("%d %d\n", omp_target_is_present(&s, 0), omp_target_is_present(v, 0));
#pragma omp target exit data map(delete: s)
  printf("%d\n", omp_target_is_present(&s, 0));
  return 0;
}
