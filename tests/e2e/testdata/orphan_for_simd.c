/* '#pragma omp for simd' in declare target functions: the worksharing
 * loop of the caller's team (a target parallel region, a plain target
 * region's team of one, a nested parallel region's team of one), with
 * simd hints, a reduction, nowait and schedules; and
 * 'parallel for simd' with simd hints in a function called where its
 * region is active. Every value is checked against the host's. */
#include <omp.h>
#include <stdio.h>
#define N 64

#pragma omp declare target
int last_seen;
double total;
/* Each element once, whatever the team. */
void bump(double *v, int n) {
#pragma omp for simd simdlen(4) aligned(v: 8) schedule(static, 5)
  for (int i = 0; i < n; i++) v[i] += 1;
#pragma omp for simd reduction(+: total) nowait
  for (int i = 0; i < n; i++) total += v[i];
#pragma omp for simd schedule(dynamic, 7)
  for (int i = 0; i < n; i++)
    if (i == n - 1) last_seen = i;
}
/* Called where its parallel region is active. */
void fill(double *v, int n) {
#pragma omp parallel for simd simdlen(8) safelen(16) if(simd: n > 4)
  for (int i = 0; i < n; i++) v[i] = i * 0.5;
}
#pragma omp end declare target

static double want_total(const double *v) {
  double s = 0;
  for (int i = 0; i < N; i++) s += v[i];
  return s;
}

int main(void) {
  int errors = 0;
  double v[N];
  for (int i = 0; i < N; i++) v[i] = i;
  total = 0;
  last_seen = -1;
#pragma omp target update to(total, last_seen)
#pragma omp target parallel num_threads(4) map(tofrom: v)
  bump(v, N);
#pragma omp target update from(total, last_seen)
  for (int i = 0; i < N; i++) errors += v[i] != i + 1;
  errors += total != want_total(v) || last_seen != N - 1;
  printf("team: total=%g last=%d\n", total, last_seen);

  total = 0;
#pragma omp target update to(total)
#pragma omp target map(tofrom: v)
  bump(v, N);
#pragma omp target update from(total)
  for (int i = 0; i < N; i++) errors += v[i] != i + 2;
  errors += total != want_total(v);
  printf("one thread: total=%g\n", total);

  double rows[4][N];
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < N; i++) rows[r][i] = r;
#pragma omp target parallel for num_threads(4) map(tofrom: rows)
  for (int r = 0; r < 4; r++) {
#pragma omp parallel num_threads(2)
    bump(rows[r], N);
  }
  for (int r = 0; r < 4; r++)
    for (int i = 0; i < N; i++) errors += rows[r][i] != r + 1;
  printf("nested: rows[3][0]=%g\n", rows[3][0]);

  double w[N];
#pragma omp target map(from: w)
  fill(w, N);
  for (int i = 0; i < N; i++) errors += w[i] != i * 0.5;
  printf("active: w[%d]=%g\n", N - 1, w[N - 1]);
  printf("%s orphan_for_simd\n", errors ? "FAIL" : "PASS");
  return errors != 0;
}
