/* lastprivate(conditional: x) on the loops of target regions: x gets the
 * value of the lexically last assignment of the sequentially last
 * iteration that assigned it, which here is never the loop's last
 * iteration. The default schedule on target parallel for (the others:
 * lastprivate_conditional_spec.c), two assignments in one iteration, compound
 * assignment, collapse(2), target simd and target parallel for simd,
 * several teams each running a parallel loop of its own, and a for in a
 * parallel region beside code. Checked against sequential runs. */
#include <stdio.h>
#include <omp.h>

#define N 4000
static int a[N];

/* The sequential answer: the last i with a[i] % m == r, else d. */
static long last_of(int m, int r, long d) {
  for (int i = 0; i < N; i++)
    if (a[i] % m == r) d = i;
  return d;
}

int main(void) {
  for (int i = 0; i < N; i++) a[i] = (i * 7919 + 13) % 1013;
  a[N - 1] = 0; /* the last iteration assigns nothing below */
  int fails = 0;

  /* The default schedule (the others are in
   * lastprivate_conditional_spec.c, where clang-19 departs from OpenMP):
   * the sequentially last assigning iteration wins whichever thread ran
   * it and whenever it finished. */
  long xs = -1;
  #pragma omp target parallel for lastprivate(conditional: xs) map(to: a) map(tofrom: xs)
  for (int i = 0; i < N; i++) if (a[i] % 97 == 5) xs = i;
  long hx = last_of(97, 5, -1);
  printf("default schedule: %ld (sequential %ld)\n", xs, hx);
  fails += xs != hx;

  /* Two assignments in one iteration: the lexically last counts, and a
   * later iteration that takes only the first branch still wins. */
  double d = 0.25;
  #pragma omp target parallel for lastprivate(conditional: d) map(to: a) map(tofrom: d)
  for (int i = 0; i < N; i++) {
    if (a[i] % 61 == 1) d = i + 0.5;
    if (a[i] % 61 == 1 && (i & 1)) d = -i;
  }
  double hd = 0.25;
  for (int i = 0; i < N; i++) {
    if (a[i] % 61 == 1) hd = i + 0.5;
    if (a[i] % 61 == 1 && (i & 1)) hd = -i;
  }
  printf("lexically last: %g (sequential %g)\n", d, hd);
  fails += d != hd;

  /* Compound assignment: the value is the copy's, which starts
   * uninitialised in each thread, so assign before updating. */
  int c = 7;
  #pragma omp target parallel for lastprivate(conditional: c) map(to: a) map(tofrom: c)
  for (int i = 0; i < N; i++)
    if (a[i] % 89 == 3) { c = a[i]; c *= 3; c += i; }
  int hc = 7;
  for (int i = 0; i < N; i++)
    if (a[i] % 89 == 3) { hc = a[i]; hc *= 3; hc += i; }
  printf("compound: %d (sequential %d)\n", c, hc);
  fails += c != hc;

  /* collapse(2): the order is the nest's logical order. */
  int p = -1;
  #pragma omp target parallel for collapse(2) lastprivate(conditional: p) map(to: a) map(tofrom: p)
  for (int i = 0; i < 40; i++)
    for (int j = 99; j >= 0; j--)
      if (a[i * 100 + j] % 53 == 2) p = i * 1000 + j;
  int hp = -1;
  for (int i = 0; i < 40; i++)
    for (int j = 99; j >= 0; j--)
      if (a[i * 100 + j] % 53 == 2) hp = i * 1000 + j;
  printf("collapse: %d (sequential %d)\n", p, hp);
  fails += p != hp;

  /* target simd and target parallel for simd. */
  short s1 = 3, s2 = 4;
  #pragma omp target simd lastprivate(conditional: s1) map(to: a) map(tofrom: s1)
  for (int i = 0; i < N; i++) if (a[i] % 41 == 7) s1 = (short)i;
  #pragma omp target parallel for simd lastprivate(conditional: s2) map(to: a) map(tofrom: s2)
  for (int i = 0; i < N; i++) if (a[i] % 41 == 7) s2 = (short)-i;
  printf("simd: %d %d (sequential %ld)\n", s1, s2, last_of(41, 7, 3));
  fails += s1 != (short)last_of(41, 7, 3) || s2 != (short)-last_of(41, 7, 3);

  /* Several teams, each running a parallel loop over its own part with a
   * conditional item of its own. */
  long per[4] = {-9, -9, -9, -9};
  int nteams = 0;
  #pragma omp target teams num_teams(4) map(to: a) map(tofrom: per, nteams)
  {
    int t = omp_get_team_num();
    if (t == 0) nteams = omp_get_num_teams();
    long mine = -1;
    #pragma omp parallel for lastprivate(conditional: mine) schedule(static, 2)
    for (int i = t * (N / 4); i < (t + 1) * (N / 4); i++)
      if (a[i] % 71 == 9) mine = i;
    per[t] = mine;
  }
  printf("teams:");
  for (int t = 0; t < 4; t++) {
    long h = -1;
    for (int i = t * (N / 4); i < (t + 1) * (N / 4); i++)
      if (a[i] % 71 == 9) h = i;
    printf(" %ld", t < nteams ? per[t] : h);
    fails += t < nteams && per[t] != h;
  }
  printf("\n");

  /* A for in a parallel region beside code in a target region. */
  int q = -5, seen = 0;
  #pragma omp target map(to: a) map(tofrom: q, seen)
  {
    q = -6;
    #pragma omp parallel num_threads(4)
    {
      #pragma omp for lastprivate(conditional: q)
      for (int i = 0; i < N; i++) if (a[i] % 83 == 4) q = i;
      #pragma omp single
      seen = q + 1;
    }
    q *= 2;
  }
  long hq = last_of(83, 4, -6);
  printf("beside code: q=%d seen=%d (sequential %ld)\n", q, seen, hq);
  fails += q != 2 * hq || seen != hq + 1;

  if (fails) {
    printf("FAIL lastprivate_conditional_loops (%d)\n", fails);
    return 1;
  }
  printf("PASS lastprivate_conditional_loops\n");
  return 0;
}
