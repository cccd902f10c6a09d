/* Single and sections without nowait in declare target functions: they
 * bind to the calling team. One thread of the team runs the single (a
 * count per call), every thread reads after it what the single wrote (the
 * implied barrier at its end); each section runs exactly once and what it
 * wrote is seen by every thread after the construct; called from
 * sequential target code, the team of one runs everything. */
#include <stdio.h>
#include <omp.h>
#define T 8
#define R 3

#pragma omp declare target
/* the single writes val; every thread reads it after the construct (a
 * slot of its own per call: no barrier precedes the next single) */
int publish(int *runs, int *val, int v) {
#pragma omp single
  {
    runs[0]++;
    val[0] = v;
  }
  return val[0];
}
/* each section once; the sums read after the construct */
int split(int *secs, int *out) {
#pragma omp sections
  {
#pragma omp section
    { secs[0]++; out[0] = 11; }
#pragma omp section
    { secs[1]++; out[1] = 22; }
#pragma omp section
    { secs[2]++; out[2] = 33; }
  }
  return out[0] + out[1] + out[2];
}
/* calls a function holding a single: still the caller's team */
int twice(int *runs, int *val, int v) {
  int a = publish(runs, val, v);
  int b = publish(runs, val + 1, v + 1);
  return a * 100 + b;
}
/* private copies in the single and in the sections; the shared results
 * read after the constructs */
int priv(int *box, int seed) {
  int x = seed, s = -1, last = -1;
#pragma omp single private(last)
  { last = x * 2; box[0] = last; }
#pragma omp sections private(s)
  {
#pragma omp section
    { s = x + 5; box[1] = s; }
#pragma omp section
    { s = x + 7; box[2] = s; }
  }
  return box[0] * 10000 + box[1] * 100 + box[2] + (s + 1) + (last + 1);
}
#pragma omp end declare target

int main(void) {
  int fails = 0;
  int runs[1], val[2 * R], secs[3], out[3], seen[T], sums[T];

  for (int nt = 1; nt <= T; nt += 3) {
    runs[0] = 0;
    for (int i = 0; i < 2 * R; i++) val[i] = -1;
    for (int s = 0; s < 3; s++) secs[s] = 0, out[s] = 0;
    for (int t = 0; t < T; t++) seen[t] = -1, sums[t] = -1;
#pragma omp target parallel num_threads(nt) map(tofrom: runs, val, secs, out, seen, sums)
    {
      int me = omp_get_thread_num();
      int got = 0;
      for (int r = 0; r < R; r++)
        got += twice(runs, val + 2 * r, 10 * r);
      seen[me] = got;
      sums[me] = split(secs, out);
    }
    int want = 0;
    for (int r = 0; r < R; r++) want += (10 * r) * 100 + 10 * r + 1;
    if (runs[0] != 2 * R) {
      printf("threads %d: the single ran %d times, want %d\n", nt, runs[0], 2 * R);
      fails++;
    }
    for (int t = 0; t < nt; t++) {
      if (seen[t] != want) {
        printf("threads %d: thread %d read %d after the singles, want %d\n", nt, t, seen[t], want);
        fails++;
      }
      if (sums[t] != 66) {
        printf("threads %d: thread %d summed %d after the sections, want 66\n", nt, t, sums[t]);
        fails++;
      }
    }
    for (int s = 0; s < 3; s++)
      if (secs[s] != 1) {
        printf("threads %d: section %d ran %d times\n", nt, s, secs[s]);
        fails++;
      }
  }
  printf("parallel: done\n");

  /* private clauses, the team's threads reading the shared results */
  for (int nt = 1; nt <= T; nt += 3) {
    int box[3] = {0, 0, 0};
    for (int t = 0; t < T; t++) seen[t] = -1;
#pragma omp target parallel num_threads(nt) map(tofrom: box, seen)
    seen[omp_get_thread_num()] = priv(box, 21);
    for (int t = 0; t < nt; t++)
      if (seen[t] != 42 * 10000 + 26 * 100 + 28) {
        printf("threads %d: thread %d computed %d with private copies\n", nt, t, seen[t]);
        fails++;
      }
  }
  printf("private: done\n");

  /* from sequential target code: a team of one */
  runs[0] = 0;
  for (int i = 0; i < 2 * R; i++) val[i] = -1;
  for (int s = 0; s < 3; s++) secs[s] = 0, out[s] = 0;
  int got = 0, sum = 0;
#pragma omp target map(tofrom: runs, val, secs, out, got, sum)
  {
    got = twice(runs, val, 7);
    sum = split(secs, out);
  }
  if (runs[0] != 2 || got != 708 || sum != 66 || secs[0] != 1 || secs[1] != 1 || secs[2] != 1) {
    printf("target: runs %d got %d sum %d secs %d %d %d\n", runs[0], got, sum, secs[0], secs[1], secs[2]);
    fails++;
  }
  printf("target: done\n");
  printf("%s orphan_single\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
