/* copyprivate on a single in a declare target function: the thread that
 * runs the single hands its values of the function's local variables to
 * every thread of the calling team. Each thread starts from a value of its
 * own (so a missing broadcast shows), the single computes from a counter
 * only it touches; called repeatedly, from teams of 1, 4 and 7 threads and
 * from sequential target code (a team of one). */
#include <stdio.h>
#include <omp.h>
#define T 7
#define R 5

#pragma omp declare target
/* two scalars of different types broadcast by one clause each */
long pick(int *runs, int me) {
  int x = -1000 - me;
  double y = -0.5 * me;
#pragma omp single copyprivate(x) copyprivate(y)
  {
    runs[0]++;
    x = runs[0] * 3;
    y = runs[0] + 0.25;
  }
  return (long)x * 1000 + (long)(y * 4.0);
}
/* a pointer and an int in one list; the pointer's target read after */
int where(int *box, int me) {
  int *p = 0;
  int k = me;
#pragma omp single copyprivate(p, k)
  {
    p = box + 1;
    k = 40 + box[0];
  }
  return *p + k;
}
#pragma omp end declare target

int main(void) {
  int fails = 0;
  int runs[1], box[2];
  long seen[T];
  int hits[T];

  for (int nt = 1; nt <= T; nt += 3) {
    runs[0] = 0;
    box[0] = 2;
    box[1] = 100;
    for (int t = 0; t < T; t++) seen[t] = -1, hits[t] = -1;
#pragma omp target parallel num_threads(nt) map(tofrom: runs, box, seen, hits)
    {
      int me = omp_get_thread_num();
      long sum = 0;
      for (int r = 0; r < R; r++)
        sum = sum * 7 + pick(runs, me);
      seen[me] = sum;
      hits[me] = where(box, me);
    }
    long want = 0;
    for (int r = 1; r <= R; r++) want = want * 7 + (long)(r * 3) * 1000 + (long)((r + 0.25) * 4.0);
    if (runs[0] != R) {
      printf("threads %d: the single ran %d times, want %d\n", nt, runs[0], R);
      fails++;
    }
    for (int t = 0; t < nt; t++) {
      if (seen[t] != want) {
        printf("threads %d: thread %d saw %ld, want %ld\n", nt, t, seen[t], want);
        fails++;
      }
      if (hits[t] != 142) {
        printf("threads %d: thread %d read %d through the pointer, want 142\n", nt, t, hits[t]);
        fails++;
      }
    }
  }
  printf("parallel: done\n");

  /* from sequential target code: a team of one */
  runs[0] = 0;
  box[0] = 3;
  box[1] = 50;
  long got = 0;
  int hit = 0;
#pragma omp target map(tofrom: runs, box, got, hit)
  {
    got = pick(runs, 0);
    got = got * 7 + pick(runs, 0);
    hit = where(box, 0);
  }
  long want1 = (3L * 1000 + 5) * 7 + 6L * 1000 + 9;
  if (runs[0] != 2 || got != want1 || hit != 93) {
    printf("target: runs %d got %ld (want %ld) hit %d\n", runs[0], got, want1, hit);
    fails++;
  }
  printf("target: done\n");
  printf("%s orphan_copyprivate\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
