/* User-defined reductions against clang-19 on many construct forms and
 * launch shapes: records of 8 and 16 bytes, a typedef'd scalar, an
 * operator declared for a struct, function-scope declarations, the simd
 * forms, dynamic schedules, a generic teams region's own reduction. */
#include <stdio.h>

typedef struct { long sum; int count; } acc_t;   /* 16 bytes */
typedef struct { int lo, hi; } span_t;           /* 8 bytes */
typedef unsigned long long word_t;
struct cplx { int re, im; };

static span_t span_join(span_t a, span_t b) {
  span_t r = {a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
  return r;
}

#pragma omp declare reduction(acc : acc_t : omp_out.sum += omp_in.sum, omp_out.count += omp_in.count)
#pragma omp declare reduction(span : span_t : omp_out = span_join(omp_out, omp_in)) \
    initializer(omp_priv = (span_t){1 << 30, -(1 << 30)})
#pragma omp declare reduction(mix : word_t : omp_out ^= omp_in) initializer(omp_priv = 0)
static struct cplx cmul(struct cplx a, struct cplx b) {
  struct cplx r = {a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re};
  return r;
}
/* (clang-19 takes a compound literal of non-constant elements in a
 * combiner for a file-scope initializer and refuses it: a function does
 * the product.) */
#pragma omp declare reduction(* : struct cplx : omp_out = cmul(omp_out, omp_in)) \
    initializer(omp_priv = (struct cplx){1, 0})

#define N 2345

static int v[N];

static int check(const char *what, long got, long want) {
  printf("%s %ld\n", what, got);
  if (got != want) { printf("MISMATCH %s: want %ld\n", what, want); return 1; }
  return 0;
}

int main(void) {
  for (int i = 0; i < N; i++) v[i] = (i * 7919 + 13) % 2003 - 1000;
  int fails = 0;
  acc_t h = {0, 0};
  span_t hs = {1 << 30, -(1 << 30)};
  for (int i = 0; i < N; i++) { if (v[i] > 0) { h.sum += v[i]; h.count++; } hs = span_join(hs, (span_t){v[i], v[i]}); }

  for (int shape = 0; shape < 4; shape++) {
    int teams = 1 + shape * 5, threads = 1 + shape * 40;
    acc_t a = {3, 1};
    span_t s = {0, 0};
    #pragma omp target teams distribute parallel for map(to: v) reduction(acc: a) reduction(span: s) num_teams(teams) thread_limit(threads)
    for (int i = 0; i < N; i++) {
      if (v[i] > 0) { a.sum += v[i]; a.count++; }
      s = span_join(s, (span_t){v[i], v[i]});
    }
    fails += check("tdpf.sum", a.sum, h.sum + 3) + check("tdpf.count", a.count, h.count + 1);
    fails += check("tdpf.lo", s.lo, hs.lo < 0 ? hs.lo : 0) + check("tdpf.hi", s.hi, hs.hi > 0 ? hs.hi : 0);

    acc_t b = {0, 0};
    #pragma omp target parallel for simd map(to: v) reduction(acc: b) num_threads(threads) schedule(dynamic, 7)
    for (int i = 0; i < N; i++) if (v[i] > 0) { b.sum += v[i]; b.count++; }
    fails += check("tpfs.sum", b.sum, h.sum) + check("tpfs.count", b.count, h.count);
  }

  {
    /* The same identifier for another type, in a block. */
    #pragma omp declare reduction(acc : int : omp_out = omp_out > omp_in ? omp_out : omp_in) initializer(omp_priv = -1000000)
    int top = -7777;
    #pragma omp target teams distribute parallel for simd map(to: v) reduction(acc: top)
    for (int i = 0; i < N; i++) top = top > v[i] ? top : v[i];
    int ht = -7777;
    for (int i = 0; i < N; i++) ht = ht > v[i] ? ht : v[i];
    fails += check("local.max", top, ht);
  }

  word_t w = 0;
  #pragma omp target teams distribute parallel for map(to: v) reduction(mix: w)
  for (int i = 0; i < N; i++) w ^= (word_t)(v[i] + 1000) * 0x9e3779b97f4a7c15ull;
  word_t hw = 0;
  for (int i = 0; i < N; i++) hw ^= (word_t)(v[i] + 1000) * 0x9e3779b97f4a7c15ull;
  fails += check("mix.low", (long)(w & 0xffffffffu), (long)(hw & 0xffffffffu));

  struct cplx z = {1, 0};
  #pragma omp target parallel for map(to: v) reduction(*: z)
  for (int i = 0; i < 40; i++) {
    struct cplx f = {v[i] % 3 == 0 ? 0 : 1, v[i] % 3 == 0 ? 1 : 0};
    z = cmul(z, f);
  }
  struct cplx hz = {1, 0};
  for (int i = 0; i < 40; i++) {
    struct cplx f = {v[i] % 3 == 0 ? 0 : 1, v[i] % 3 == 0 ? 1 : 0};
    hz = cmul(hz, f);
  }
  fails += check("cplx.re", z.re, hz.re) + check("cplx.im", z.im, hz.im);

  acc_t g = {0, 0};
  span_t gs = {5, 5};
  #pragma omp target teams num_teams(3) map(to: v) reduction(acc: g) reduction(span: gs)
  {
    int stride = 1;
    #pragma omp distribute parallel for
    for (int i = 0; i < N; i += stride) {
      if (v[i] > 0) {
        #pragma omp atomic
        g.sum += v[i];
        #pragma omp atomic
        g.count++;
      }
    }
    gs.lo = gs.lo < -5000 ? gs.lo : -5000;
  }
  fails += check("gteams.sum", g.sum, h.sum) + check("gteams.count", g.count, h.count);
  fails += check("gteams.lo", gs.lo, -5000) + check("gteams.hi", gs.hi, 5);

  printf("%s udr_forms\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
