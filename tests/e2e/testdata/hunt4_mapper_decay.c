/* Written by hand as a differential test against clang-19: the map-types of a declare mapper's items combined with the map-type of the clause that uses it (to, from, tofrom, alloc), and a mapper that maps a member through another struct's mapper. */
#include <omp.h>
#include <stdio.h>
typedef struct { int a, b, c, d; } Q;
/* one member of each map-type */
#pragma omp declare mapper(Q q) map(to: q.a) map(from: q.b) map(tofrom: q.c) map(alloc: q.d)
typedef struct { Q in; int tail[2]; } W;
#pragma omp declare mapper(W w) map(tofrom: w.in) map(to: w.tail)
static void reset(Q *q) { q->a = 1; q->b = 2; q->c = 3; q->d = 4; }
static void pr(const char *t, Q *q) { printf("%s: %d %d %d %d\n", t, q->a, q->b, q->c, q->d); }
int main(void) {
  int seen[4];
  /* tofrom: each member keeps its own type */
  Q q1; reset(&q1);
#pragma omp target map(tofrom: q1) map(from: seen)
  { seen[0] = q1.a; seen[1] = q1.c; q1.a = 10; q1.b = 20; q1.c = 30; q1.d = 40; }
  pr("tofrom", &q1); printf(" seen %d %d\n", seen[0], seen[1]);
  /* to: from members decay to alloc, tofrom to to */
  Q q2; reset(&q2);
#pragma omp target map(to: q2) map(from: seen)
  { seen[0] = q2.a; seen[1] = q2.c; q2.a = 10; q2.b = 20; q2.c = 30; q2.d = 40; }
  pr("to", &q2); printf(" seen %d %d\n", seen[0], seen[1]);
  /* from: to members decay to alloc, tofrom to from */
  Q q3; reset(&q3);
#pragma omp target map(from: q3)
  { q3.a = 10; q3.b = 20; q3.c = 30; q3.d = 40; }
  pr("from", &q3);
  /* alloc: nothing moves */
  Q q4; reset(&q4);
#pragma omp target map(alloc: q4)
  { q4.a = 10; q4.b = 20; q4.c = 30; q4.d = 40; }
  pr("alloc", &q4);
  /* nested mapper: W's mapper maps in with Q's mapper */
  W w; reset(&w.in); w.tail[0] = 5; w.tail[1] = 6;
#pragma omp target map(tofrom: w) map(from: seen)
  { seen[0] = w.in.a; seen[1] = w.tail[1]; seen[2] = w.in.c; w.in.a = 7; w.in.b = 8; w.in.c = 9; w.in.d = 10; w.tail[0] = 50; }
  pr("nested", &w.in); printf(" tail %d %d seen %d %d %d\n", w.tail[0], w.tail[1], seen[0], seen[1], seen[2]);
  printf("PASS hunt4_mapper_decay\n");
  return 0;
}
