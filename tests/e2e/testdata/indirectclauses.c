/* declare target indirect through data-sharing clauses: a function
 * pointer explicitly firstprivate, private and assigned from it, private
 * in a nested parallel loop, firstprivate to a target parallel region,
 * a local of a region beside its nested parallel loop set from a
 * captured one, and a declare target link variable holding a host
 * address that a declare target function calls. The host computes the same with the
 * same functions. */
#include <stdio.h>

#pragma omp begin declare target indirect
int sq(int v) { return v * v; }
int neg(int v) { return -v; }
#pragma omp end declare target

int (*lk)(int);
#pragma omp declare target link(lk)

#pragma omp declare target
int call_lk(int v) { return lk(v); }
#pragma omp end declare target

#define N 64

int main(void) {
  int failures = 0;
  int (*f)(int) = sq, (*g)(int) = neg;
  int out[N], s = 0, t = 0;
  lk = neg;
#pragma omp target map(from: out) map(tofrom: s) firstprivate(f) private(g) map(to: lk)
  {
    g = f;
    s = g(3) + call_lk(2);
#pragma omp parallel for private(g)
    for (int i = 0; i < N; i++) {
      g = (i & 1) ? f : neg;
      out[i] = g(i);
    }
  }
#pragma omp target parallel map(tofrom: t) firstprivate(f)
  {
    int (*h)(int) = f;
#pragma omp single
    t = h(2);
  }
  int bad = 0;
  for (int i = 0; i < N; i++)
    bad += out[i] != ((i & 1) ? sq(i) : neg(i));
  int out2[N];
#pragma omp target map(from: out2)
  {
    int (*h)(int) = f;
#pragma omp parallel for
    for (int i = 0; i < N; i++)
      out2[i] = h(i);
  }
  for (int i = 0; i < N; i++)
    bad += out2[i] != sq(i);
  printf("s=%d t=%d mismatches=%d\n", s, t, bad);
  if (s != sq(3) + neg(2) || t != sq(2) || bad != 0) {
    printf("FAIL\n");
    failures++;
  }
  if (failures == 0)
    printf("PASS indirectclauses\n");
  return failures != 0;
}
