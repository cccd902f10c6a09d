/* Written by hand for tools/difftest -file: user-defined reductions on
 * nested constructs: teams and distribute parallel for both reducing,
 * simd loops inside worksharing loops, initializers by function call,
 * struct values with array members, combiners through functions. */
#include <stdio.h>

#define N 48

struct hist { int b[4]; long n; };
struct mm { int lo, hi; };

#pragma omp declare target
static void hist_add(struct hist *o, const struct hist *i) {
  for (int k = 0; k < 4; k++) o->b[k] += i->b[k];
  o->n += i->n;
}
static void hist_zero(struct hist *h) { for (int k = 0; k < 4; k++) h->b[k] = 0; h->n = 0; }
#pragma omp end declare target

#pragma omp declare reduction(hadd: struct hist: hist_add(&omp_out, &omp_in)) initializer(hist_zero(&omp_priv))
#pragma omp declare reduction(span: struct mm: omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) initializer(omp_priv = (struct mm){1 << 30, -(1 << 30)})
#pragma omp declare reduction(lmul: long: omp_out = omp_out * omp_in) initializer(omp_priv = 1)

int main(void) {
  int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 29) % 37 - 11;
  struct hist h = {{1, 1, 1, 1}, 100};
  struct mm r = {0, 0};
#pragma omp target teams num_teams(2) reduction(hadd: h) reduction(span: r) map(to: a)
#pragma omp distribute parallel for reduction(hadd: h) reduction(span: r)
  for (int i = 0; i < N; i++) {
    h.b[(a[i] + 11) % 4]++;
    h.n += a[i];
    if (a[i] < r.lo) r.lo = a[i];
    if (a[i] > r.hi) r.hi = a[i];
  }
  printf("hist %d %d %d %d n %ld span %d %d\n", h.b[0], h.b[1], h.b[2], h.b[3], h.n, r.lo, r.hi);

  long p = 3;
  int g[6][8];
  for (int i = 0; i < 6; i++) for (int j = 0; j < 8; j++) g[i][j] = (i + j) % 5 == 0 ? 2 : 1;
#pragma omp target parallel num_threads(3) map(to: g) map(tofrom: p)
  {
#pragma omp for reduction(lmul: p) schedule(static, 1)
    for (int i = 0; i < 6; i++) {
      long q = 1;
#pragma omp simd reduction(lmul: q)
      for (int j = 0; j < 8; j++) q *= g[i][j];
      p *= q;
    }
  }
  struct hist h2 = {{0, 0, 0, 0}, 0};
#pragma omp target teams distribute parallel for simd reduction(hadd: h2) map(to: a) collapse(2)
  for (int i = 0; i < N / 4; i++)
    for (int j = 0; j < 4; j++) { h2.b[j] += a[i * 4 + j] > 0; h2.n++; }
  struct mm r2 = {5, 5};
#pragma omp target simd reduction(span: r2) map(to: a)
  for (int i = N - 1; i >= 0; i -= 3) { if (a[i] < r2.lo) r2.lo = a[i]; if (a[i] > r2.hi) r2.hi = a[i]; }
  printf("p %ld h2 %d %d %d %d %ld r2 %d %d\n", p, h2.b[0], h2.b[1], h2.b[2], h2.b[3], h2.n, r2.lo, r2.hi);
  return 0;
}
