/* A reduction over a variable-length array, whole or through a section,
 * or over a section of a pointer's pointee with bounds that are not
 * constants, on a loop nested in a target region beside other code (a
 * generic region): each lane's private copy comes from the device heap,
 * sized by the bounds as the device sees them where the loop begins (the
 * code beside may change them); the same for an array of fixed size too
 * big for a lane's local memory. The values checked are clang-19's. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

static int fails;

static void check(const char *what, long got, long want) {
  printf("%s: %ld\n", what, got);
  if (got != want) {
    printf("FAIL %s: want %ld\n", what, want);
    fails++;
  }
}

int main(void) {
  int n = 5, N = 1000;
  int h[n], d[N];
  long w[n];
  for (int i = 0; i < N; i++) d[i] = (i * 7) % 13;
  for (int i = 0; i < n; i++) { h[i] = 0; w[i] = 1; }
  int *p = malloc(8 * sizeof(int));
  for (int i = 0; i < 8; i++) p[i] = 100;
  int marker = 0, lo = 2, len = 3;

  /* A section of the VLA, code before and after the loop. */
#pragma omp target map(tofrom: h, marker) map(to: d)
  {
    marker = 1;
#pragma omp parallel for reduction(+: h[0:n])
    for (int i = 0; i < N; i++) h[d[i] % n] += 1;
    marker += h[0];
  }
  check("h[0]", h[0], 231);
  check("h[4]", h[4], 154);
  check("marker", marker, 232);

  /* The whole VLA, with max; the code beside writes it first. */
#pragma omp target map(tofrom: w) map(to: d)
  {
    w[1] = 9;
#pragma omp parallel for reduction(max: w)
    for (int i = 0; i < N; i++)
      if (d[i] > w[d[i] % n]) w[d[i] % n] = d[i];
  }
  check("w[0]", w[0], 10);
  check("w[1]", w[1], 11);
  check("w[4]", w[4], 9);

  /* A pointer's section whose bounds the code beside changes. */
#pragma omp target map(tofrom: p[0:8]) map(to: d)
  {
    lo = 1;
    len = 4;
#pragma omp parallel for reduction(+: p[lo:len])
    for (int i = 0; i < N; i++) p[lo + d[i] % len] += 1;
    p[0] = lo * 10 + len;
  }
  check("p[0]", p[0], 14);
  check("p[1]", p[1], 100 + 308);
  check("p[4]", p[4], 100 + 231);
  check("p[5]", p[5], 100);
  check("host lo", lo, 2);

  /* An inactive parallel region (if false): one thread walks it all. */
  for (int i = 0; i < n; i++) h[i] = 0;
#pragma omp target map(tofrom: h) map(to: d)
  {
    h[2] = 1000;
#pragma omp parallel for if(n < 0) reduction(+: h[1:n-1])
    for (int i = 0; i < N; i++) h[1 + d[i] % (n - 1)] += 2;
  }
  check("if(0) h[0]", h[0], 0);
  check("if(0) h[2]", h[2], 1000 + 2 * 231);

  /* A teams region: every team's loop folds into the same copy. */
  for (int i = 0; i < n; i++) h[i] = 0;
#pragma omp target teams num_teams(3) map(tofrom: h) map(to: d)
  {
#pragma omp distribute parallel for reduction(+: h[0:n])
    for (int i = 0; i < N; i++) h[d[i] % n] += 1;
    if (omp_get_team_num() == 0) h[0] += 0;
  }
  check("teams h[0]", h[0], 231);
  check("teams h[3]", h[3], 154);
  /* A fixed-size array too big for a lane's local memory. */
  static double big[2048];
  big[0] = 1;
#pragma omp target map(tofrom: big) map(to: d)
  {
    big[1] = 0.5;
#pragma omp parallel for reduction(+: big)
    for (int i = 0; i < N; i++) big[(i * 5) % 2048] += d[i];
  }
  check("big[0]", (long)big[0], 1);
  check("big[5] * 2", (long)(big[5] * 2), 2 * 7);
  check("big[1] * 2", (long)(big[1] * 2), 1);
  free(p);
  printf("%s vlared_generic\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
