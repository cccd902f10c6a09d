/* User-defined reductions (declare reduction) on loop constructs of
 * target regions: a min-with-index record whose combiner calls a
 * function, a record declared for the + operator with an initializer
 * function, a scalar without initializer (zero), and one declared in
 * function scope. Each result is computed again on the host. */
#include <stdio.h>
#include <math.h>

typedef struct { double v; int idx; } minloc_t;
struct vec2 { int x, y; };

static minloc_t minloc_merge(minloc_t a, minloc_t b) {
  if (b.v < a.v || (b.v == a.v && b.idx < a.idx)) return b;
  return a;
}
static void vec2_init(struct vec2 *p, int k) { p->x = k; p->y = k; }

#pragma omp declare reduction(minloc : minloc_t : omp_out = minloc_merge(omp_out, omp_in)) \
    initializer(omp_priv = (minloc_t){INFINITY, 1 << 30})
#pragma omp declare reduction(+ : struct vec2 : omp_out.x += omp_in.x, omp_out.y += omp_in.y) \
    initializer(vec2_init(&omp_priv, 0))
#pragma omp declare reduction(bor : unsigned : omp_out |= omp_in)

#define N 5000

int main(void) {
  static double a[N];
  for (int i = 0; i < N; i++) a[i] = fabs(sin(i * 0.37)) * 100.0 + (i % 97 == 13 ? -200.0 : 0.0);
  int fails = 0;

  minloc_t m = {INFINITY, 1 << 30};
  #pragma omp target parallel for map(to: a) reduction(minloc: m)
  for (int i = 0; i < N; i++) {
    minloc_t c = {a[i], i};
    m = minloc_merge(m, c);
  }
  minloc_t hm = {INFINITY, 1 << 30};
  for (int i = 0; i < N; i++) { minloc_t c = {a[i], i}; hm = minloc_merge(hm, c); }
  printf("minloc %.6f %d\n", m.v, m.idx);
  if (m.v != hm.v || m.idx != hm.idx) fails++;

  struct vec2 s = {1, 2};
  unsigned bits = 0x100u;
  #pragma omp target teams distribute parallel for map(to: a) reduction(+: s) reduction(bor: bits)
  for (int i = 0; i < N; i++) {
    s.x += (int)a[i] % 10;
    s.y += i % 3;
    bits |= 1u << (i % 8);
  }
  struct vec2 hs = {1, 2};
  for (int i = 0; i < N; i++) { hs.x += (int)a[i] % 10; hs.y += i % 3; }
  printf("vec2 %d %d bits %x\n", s.x, s.y, bits);
  if (s.x != hs.x || s.y != hs.y || bits != 0x1ffu) fails++;

  {
    #pragma omp declare reduction(cnt : long : omp_out += omp_in) initializer(omp_priv = 0)
    long c = 5;
    #pragma omp target teams map(to: a) map(tofrom: c) num_teams(3)
    {
      #pragma omp distribute parallel for reduction(cnt: c)
      for (int i = 0; i < N; i++) if (a[i] > 50.0) c++;
    }
    long hc = 5;
    for (int i = 0; i < N; i++) if (a[i] > 50.0) hc++;
    printf("count %ld\n", c);
    if (c != hc) fails++;
  }
  printf("%s udr_loops\n", fails ? "FAIL" : "PASS");
  return fails;
}
