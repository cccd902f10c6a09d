/* User-defined reductions over 16-byte records on parallel loops nested
 * in target regions with code beside them: one team, and a teams region
 * whose teams each run the loop and fold into the same variables (under
 * the fold's lock: no atomic operation covers 16 bytes). */
#include <stdio.h>

typedef struct { double sum; int count; } acc_t;
typedef struct { int lo, hi; } range_t;
typedef struct { unsigned char lo, hi; } pair_t;

#pragma omp declare reduction(accadd : acc_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count) \
    initializer(omp_priv = (acc_t){0.0, 0})
#pragma omp declare reduction(span : range_t : \
    omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = (range_t){1 << 30, -(1 << 30)})

#pragma omp declare reduction(pr : pair_t : \
    omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = (pair_t){255, 0})

#define N 3000

int main(void) {
  static int v[N];
  for (int i = 0; i < N; i++) v[i] = (i * 7919) % 1009 - 300;
  int fails = 0;

  /* A parallel loop with code beside it in a target region. */
  acc_t acc = {0.5, 1};
  range_t r = {0, 0};
  #pragma omp target map(to: v) map(tofrom: acc, r)
  {
    int shift = 2;
    #pragma omp parallel for reduction(accadd: acc) reduction(span: r)
    for (int i = 0; i < N; i++) {
      if (v[i] > 0) { acc.sum += v[i] * 0.5; acc.count++; }
      if (v[i] + shift < r.lo) r.lo = v[i] + shift;
      if (v[i] + shift > r.hi) r.hi = v[i] + shift;
    }
    acc.count += shift;
  }
  acc_t hacc = {0.5, 1};
  range_t hr = {0, 0};
  for (int i = 0; i < N; i++) {
    if (v[i] > 0) { hacc.sum += v[i] * 0.5; hacc.count++; }
    if (v[i] + 2 < hr.lo) hr.lo = v[i] + 2;
    if (v[i] + 2 > hr.hi) hr.hi = v[i] + 2;
  }
  hacc.count += 2;
  printf("generic acc %.1f %d span %d %d\n", acc.sum, acc.count, r.lo, r.hi);
  if (acc.sum != hacc.sum || acc.count != hacc.count || r.lo != hr.lo || r.hi != hr.hi) fails++;

  /* Each team of a teams region runs the parallel loop; all fold into the
   * same variables. */
  acc_t t = {0.0, 0};
  range_t tr = {5, 5};
  #pragma omp target teams num_teams(3) map(to: v) map(tofrom: t, tr)
  {
    int step = 3;
    #pragma omp parallel for reduction(accadd: t) reduction(span: tr)
    for (int i = 0; i < N; i += step) {
      t.sum += 1.0; t.count += v[i] > 0;
      if (v[i] < tr.lo) tr.lo = v[i];
      if (v[i] > tr.hi) tr.hi = v[i];
    }
  }
  acc_t ht = {0.0, 0};
  range_t htr = {5, 5};
  for (int i = 0; i < N; i += 3) {
    ht.sum += 1.0; ht.count += v[i] > 0;
    if (v[i] < htr.lo) htr.lo = v[i];
    if (v[i] > htr.hi) htr.hi = v[i];
  }
  /* Every team adds its own sums: the count of teams is the
   * implementation's choice, so compare per team. */
  printf("teams span %d %d\n", tr.lo, tr.hi);
  if (t.count == 0 || t.count % ht.count != 0 || t.sum != ht.sum * (t.count / ht.count)) fails++;
  if (tr.lo != htr.lo || tr.hi != htr.hi) fails++;

  /* A 2-byte record: the teams fold it with a compare-and-swap on the
   * word that holds it. */
  pair_t q = {250, 5};
  #pragma omp target teams num_teams(3) map(to: v) map(tofrom: q)
  {
    int k = 1;
    #pragma omp parallel for reduction(pr: q)
    for (int i = 0; i < N; i += k) {
      unsigned char c = (unsigned char)(20 + (v[i] + 300) % 200);
      if (c < q.lo) q.lo = c;
      if (c > q.hi) q.hi = c;
    }
  }
  pair_t hq = {250, 5};
  for (int i = 0; i < N; i++) {
    unsigned char c = (unsigned char)(20 + (v[i] + 300) % 200);
    if (c < hq.lo) hq.lo = c;
    if (c > hq.hi) hq.hi = c;
  }
  printf("pair %d %d\n", q.lo, q.hi);
  if (q.lo != hq.lo || q.hi != hq.hi) fails++;

  printf("%s udr_generic\n", fails ? "FAIL" : "PASS");
  return fails;
}
