/* The clauses of simd constructs in target regions: simdlen, safelen,
 * aligned, nontemporal, if(simd: ...), order(concurrent), linear and
 * reduction, on simd loops nested in a region, in a parallel region, in a
 * distribute loop's body, and on the combined and composite forms (target
 * simd, target teams distribute simd, target parallel for simd, target
 * teams distribute parallel for simd, for simd, distribute parallel for
 * simd). The loops with safelen(k) carry a dependence at distance k, so
 * running more than k iterations together would change them. */
#include <omp.h>
#include <stdio.h>

#define N 64

static double a[N], b[N], c[N];
static int dep[N], dep2[N];
static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: want %ld\n", want);
    failures++;
  }
}

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 2 * i;
    dep[i] = dep2[i] = i < 4 ? i : 0;
  }
  double s1 = 0, s2 = 0;
  int lin = 5;
  int on = 1;
#pragma omp target map(tofrom: a, b, c, dep, s1, lin) map(to: on)
  {
#pragma omp simd simdlen(8) aligned(a, b: 64) nontemporal(c) reduction(+: s1)
    for (int i = 0; i < N; i++) {
      c[i] = a[i] + b[i];
      s1 += c[i];
    }
#pragma omp simd safelen(4) if(simd: on)
    for (int i = 4; i < N; i++) dep[i] = dep[i - 4] + 1;
#pragma omp simd linear(lin: 3) order(concurrent)
    for (int i = 0; i < N; i++) a[i] = lin;
  }
  expect("simd.sum", (long)s1, 3 * (N * (N - 1) / 2));
  expect("simd.safelen", dep[N - 1] * 100 + dep[N - 2], (3 + 15) * 100 + 2 + 15);
  expect("simd.linear", (long)a[N - 1] * 1000 + lin, (5 + 3 * (N - 1)) * 1001);

  /* The linear items hold the value of the sequentially last iteration
   * (the body does not step them). In a parallel region: each thread runs
   * its own simd loop. */
  int per[4] = {0, 0, 0, 0};
#pragma omp target parallel num_threads(4) map(tofrom: per)
  {
    int t = omp_get_thread_num(), s = 0;
#pragma omp simd simdlen(4) safelen(8) reduction(+: s)
    for (int i = 0; i < 16; i++) s += i * (t + 1);
    per[t] = s;
  }
  expect("parallel.simd", per[0] + per[1] * 10 + per[2] * 100 + per[3] * 1000, 120 * (1 + 20 + 300 + 4000));

  /* Combined and composite forms. */
  for (int i = 0; i < N; i++) dep2[i] = i < 2 ? i : 0;
  double s3 = 0, s4 = 0, s5 = 0;
  long l3 = 0;
  int l4 = 0;
#pragma omp target simd safelen(2) simdlen(2) map(tofrom: dep2)
  for (int i = 2; i < N; i++) dep2[i] = dep2[i - 2] + 3;
#pragma omp target teams distribute simd num_teams(2) aligned(a: 64) reduction(+: s3) map(to: a)
  for (int i = 0; i < N; i++) s3 += a[i];
#pragma omp target parallel for simd simdlen(4) linear(l3: 2) map(tofrom: l3, c)
  for (int i = 0; i < N; i++) c[i] = (double)l3;
#pragma omp target teams distribute parallel for simd nontemporal(b) if(simd: 0) reduction(+: s4) map(to: b)
  for (int i = 0; i < N; i++) s4 += b[i];
  expect("target.simd.safelen", dep2[N - 1] * 1000 + dep2[N - 2], (1 + 3 * 31) * 1000 + 3 * 31);
  expect("ttds.aligned", (long)s3, N * 5 + 3 * (N * (N - 1) / 2));
  expect("tpfs.linear", (long)c[N - 1] * 1000 + l3, 2 * (N - 1) * 1001);
  expect("ttdpfs.nontemporal", (long)s4, N * (N - 1));

  /* for simd and distribute parallel for simd nested in regions. */
#pragma omp target teams num_teams(2) map(tofrom: s5, l4) map(to: b)
  {
#pragma omp distribute parallel for simd simdlen(8) safelen(16) reduction(+: s5)
    for (int i = 0; i < N; i++) s5 += b[i] * 0.5;
  }
#pragma omp target parallel num_threads(3) map(tofrom: l4, c)
  {
#pragma omp for simd simdlen(2) linear(l4: 1) schedule(simd: static, 5)
    for (int i = 0; i < N; i++) c[i] = l4 * 2;
  }
  expect("dpfs", (long)s5, N * (N - 1) / 2);
  expect("for.simd.linear", (long)c[N - 1] * 1000 + l4, 2 * (N - 1) * 1000 + N - 1);

  if (failures) {
    printf("FAIL simd_clauses: %d\n", failures);
    return 1;
  }
  printf("PASS simd_clauses\n");
  return 0;
}
