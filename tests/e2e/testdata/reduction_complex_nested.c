/* Reductions over complex items nested in target regions: parallel
 * loops beside code in a target region, a teams region's own reduction
 * over its code, a parallel region's own reduction, distribute parallel
 * for under teams, an orphaned worksharing loop in a declare target
 * function, sections, and taskloop. Small integers and halves keep
 * every sum and product exact in any order; each result is checked
 * against the host's. */
#include <complex.h>
#include <stdio.h>
#include <omp.h>

#define N 64

static int fails;

static void check(const char *what, double complex got, double complex want) {
  printf("%s %g %g\n", what, creal(got), cimag(got));
  if (creal(got) != creal(want) || cimag(got) != cimag(want)) {
    printf("FAIL %s: want %g %g\n", what, creal(want), cimag(want));
    fails++;
  }
}

#pragma omp declare target
static double complex acc;
static void accumulate(const double complex *a, int n, double complex *out) {
  #pragma omp single
  acc = 1.0 * I;
  #pragma omp for reduction(+: acc)
  for (int i = 0; i < n; i++) acc += a[i];
  #pragma omp single
  *out = acc;
}
#pragma omp end declare target

int main(void) {
  double complex a[N];
  float complex g[N];
  for (int i = 0; i < N; i++) {
    a[i] = (i % 6 - 3) + (i % 4) * 0.25 * I;
    g[i] = (i % 13 == 2) ? 1.0f + 1.0f * I : (i % 13 == 7) ? -2.0f * I : 1.0f;
  }
  double complex ha = 0;
  float complex hg = 2.0f;
  for (int i = 0; i < N; i++) { ha += a[i]; hg *= g[i]; }

  /* A parallel loop beside code in a target region. */
  double complex s = 0;
  float complex q = 2.0f;
  #pragma omp target map(to: a, g) map(tofrom: s, q)
  {
    double complex base = 1.0 * I;
    #pragma omp parallel for reduction(+: s) reduction(*: q)
    for (int i = 0; i < N; i++) { s += a[i]; q *= g[i]; }
    s -= base;
  }
  check("nested pf sum", s, ha - 1.0 * I);
  check("nested pf prod", q, hg);

  /* distribute parallel for under teams. */
  s = 0;
  #pragma omp target teams map(to: a) map(tofrom: s) num_teams(3)
  {
    #pragma omp distribute parallel for reduction(+: s)
    for (int i = 0; i < N; i++) s += a[i];
  }
  check("teams dpf sum", s, ha);

  /* A teams region's own reduction: team 0 adds to its copy. */
  double complex t = 1.0;
  #pragma omp target teams num_teams(4) reduction(+: t)
  {
    if (omp_get_team_num() == 0) t += 0.5 * I;
  }
  check("teams code sum", t, 1.0 + 0.5 * I);

  /* A parallel region's own reduction: thread 0 multiplies its copy. */
  float complex u = 1.0f - 1.0f * I;
  #pragma omp target parallel num_threads(4) reduction(*: u)
  {
    if (omp_get_thread_num() == 0) u *= 2.0f + 1.0f * I;
  }
  check("parallel code prod", u, 3.0 - 1.0 * I);

  /* An orphaned worksharing loop in a declare target function. */
  double complex o = 0;
  #pragma omp target parallel num_threads(3) map(to: a) map(from: o)
  accumulate(a, N, &o);
  check("orphan sum", o, ha + 1.0 * I);

  /* sections. */
  s = 0;
  #pragma omp target parallel map(to: a) map(tofrom: s) num_threads(2)
  {
    #pragma omp sections reduction(+: s)
    {
      #pragma omp section
      for (int i = 0; i < N / 2; i++) s += a[i];
      #pragma omp section
      for (int i = N / 2; i < N; i++) s += a[i];
    }
  }
  check("sections sum", s, ha);

  /* taskloop. */
  s = 0;
  #pragma omp target map(to: a) map(tofrom: s)
  {
    #pragma omp taskloop reduction(+: s) num_tasks(4)
    for (int i = 0; i < N; i++) s += a[i];
  }
  check("taskloop sum", s, ha);

  if (fails == 0) printf("PASS reduction_complex_nested\n");
  return fails != 0;
}
