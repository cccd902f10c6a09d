/* lastprivate of the iteration variable of orphaned worksharing loops:
 * after the loop the variable holds the value that ends it (lb +
 * trip*step, as a sequential run leaves it), for increasing, decreasing,
 * unsigned and pointer variables, steps that do not divide the range,
 * static blocks, static chunks, dynamic and guided chunks, and each
 * level of a collapse(2) nest, with loops of no iterations among them.
 * File-scope and static local variables; teams of 1, 3 and 16
 * threads and a plain target region. The host runs the same loops
 * sequentially for the expected values. */
#include <stdio.h>
#include <omp.h>
#define NV 7
/* After a loop of no iterations OpenMP 5.2 leaves a lastprivate item
 * unspecified: not compared. */
#define UNSPEC (-99999L)

#pragma omp declare target
int gi, ga, gb;
unsigned gu;
double buf[64];

/* Every thread returns the value it reads after the loop's barrier; the
 * originals are reset by one thread before each loop (single's barrier). */
void run(int n, long *v) {
  static long k;
  static double *p;
#pragma omp single
  { gi = -5; k = -5; gu = 5u; ga = gb = -5; p = 0; }
#pragma omp for lastprivate(gi)
  for (gi = 1; gi < n; gi += 3) buf[gi % 64] += 0;
  v[0] = gi;
#pragma omp for lastprivate(k) schedule(dynamic, 2)
  for (k = n; k > 2; k -= 4) ;
  v[1] = k;
#pragma omp for lastprivate(gu) schedule(static, 3) nowait
  for (gu = 7u; gu <= 2u * (unsigned)(n + 4) + 1u; gu += 5u) ;
#pragma omp barrier
  v[2] = gu;
#pragma omp for collapse(2) lastprivate(ga, gb) schedule(guided)
  for (ga = -2; ga < n / 2; ga++)
    for (gb = n; gb >= 1; gb -= 3) ;
  v[3] = ga * 1000 + gb;
#pragma omp for lastprivate(p)
  for (p = buf + 1; p < buf + 1 + n; p += 2) ;
  v[4] = p ? (long)(p - buf) : -1;
#pragma omp single
  gi = 99;
#pragma omp for lastprivate(gi)
  for (gi = n; gi < 0; gi++) ;
  v[5] = gi;
  v[6] = 0;
#pragma omp barrier
}
#pragma omp end declare target

static void want(int n, long *v) {
  int i, a, b;
  long k;
  unsigned u;
  double *p;
  for (i = 1; i < n; i += 3) ;
  v[0] = 1 < n ? i : UNSPEC;
  for (k = n; k > 2; k -= 4) ;
  v[1] = n > 2 ? k : UNSPEC;
  for (u = 7u; u <= 2u * (unsigned)(n + 4) + 1u; u += 5u) ;
  v[2] = 7u <= 2u * (unsigned)(n + 4) + 1u ? u : UNSPEC;
  for (a = -2; a < n / 2; a++)
    for (b = n; b >= 1; b -= 3) ;
  v[3] = -2 < n / 2 && n >= 1 ? a * 1000 + b : UNSPEC;
  for (p = buf + 1; p < buf + 1 + n; p += 2) ;
  v[4] = n > 0 ? (long)(p - buf) : UNSPEC;
  v[5] = n < 0 ? 0 : UNSPEC;
  v[6] = 0;
}

int main(void) {
  int fails = 0;
  const int teams[] = {1, 3, 16, 0}, sizes[] = {10, 23, 1, -4};
  for (int si = 0; si < 4; si++) {
    int n = sizes[si];
    long w[NV];
    want(n, w);
    for (int ti = 0; ti < 4; ti++) {
      int nt = teams[ti];
      long got[16][NV];
      for (int t = 0; t < 16; t++)
        for (int x = 0; x < NV; x++) got[t][x] = -7;
      if (nt > 0) {
#pragma omp target parallel num_threads(nt) map(tofrom: got)
        run(n, got[omp_get_thread_num()]);
      } else {
#pragma omp target map(tofrom: got)
        run(n, got[0]);
      }
      int m = nt > 0 ? nt : 1, bad = 0;
      for (int t = 0; t < 16; t++)
        for (int x = 0; x < NV; x++)
          bad += t < m ? w[x] != UNSPEC && got[t][x] != w[x] : got[t][x] != -7;
      printf("n %d team %d: %ld %ld %ld %ld %ld %ld%s\n", n, nt, got[0][0], got[0][1], got[0][2],
             got[0][3], got[0][4], got[0][5], bad ? " WRONG" : "");
      fails += bad != 0;
    }
  }
  printf("%s orphan_lastprivate_iv\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
