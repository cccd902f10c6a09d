/* linear on the host's own loop constructs, outside target regions
 * (OpenMP 5.2 §5.4.6): at logical iteration k each item's copy is the
 * original plus k times the step, whatever the body does with it, and
 * after the loop the original holds the copy the sequentially last
 * iteration leaves. gcc 12, which compiles the host text, sets a copy
 * only where a thread's chunk begins, so each case here prints another
 * result under gcc's own clause: items the body does not step, one it
 * steps by another amount, pointers, collapsed and decreasing loops,
 * chunked schedules, several items, the val modifier, taskloop simd
 * (whose originals clang-19 leaves as they were). */
#include <limits.h>
#include <stdio.h>

#define N 12

static int h[64];
static int ok = 1;

static void reset(void) {
  for (int i = 0; i < 64; i++) h[i] = -1;
}

/* Prints h[0..n) and checks h[i] == want(i) for i in [0, n). */
static void show(const char *what, int n, int (*want)(int)) {
  printf("%s:", what);
  for (int i = 0; i < n; i++) {
    printf(" %d", h[i]);
    ok &= h[i] == want(i);
  }
}

static int odd3(int i) { return 3 + 2 * i; }
static int seq(int i) { return i; }
static int ptr2(int i) { return i % 2 == 0 ? i / 2 : -1; }
static int coll(int i) { return i < 20 ? 7 + 3 * i : -1; }
static int down(int i) { return i % 3 == 1 && i <= 28 ? 100 - 4 * ((28 - i) / 3) : -1; }
static int pair(int i) { return 1000 * (2 * i) + 50 - i; }

int main(void) {
  int z, i;
  long long w;
  unsigned char c;

  reset(), z = 3;
#pragma omp parallel for linear(z: 2) num_threads(3)
  for (int i = 0; i < N; i++) h[i] = z;
  show("parallel for", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1);

  reset(), z = 3;
#pragma omp parallel for linear(z: 2) num_threads(3)
  for (int i = 0; i < N; i++) {
    h[i] = z;
    z += 5;
  }
  show("stepped by 5", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1) + 5;

  reset(), z = 3;
#pragma omp simd linear(z: 2)
  for (int i = 0; i < N; i++) h[i] = z;
  show("simd", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1);

  reset(), z = 3;
#pragma omp parallel num_threads(4)
  {
#pragma omp for linear(z: 2) schedule(static, 2)
    for (int i = 0; i < N; i++) h[i] = z;
  }
  show("for static,2", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1);

  /* clang-19's copy-out races with a dynamic schedule (now and then the
   * original keeps its value); the value printed is OpenMP's. */
  reset(), z = 3;
#pragma omp parallel for linear(z: 2) schedule(dynamic, 3) num_threads(3)
  for (int i = 0; i < N; i++) h[i] = z;
  show("dynamic,3", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1);

  reset(), z = 3;
#pragma omp parallel for simd linear(z: 2) num_threads(3)
  for (int i = 0; i < N; i++) h[i] = z;
  show("parallel for simd", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1);

  reset();
  int *p = h;
#pragma omp parallel for linear(p: 2) num_threads(3)
  for (int i = 0; i < N; i++) *p = i;
  show("pointer", 2 * N, ptr2), printf(" p=h+%d\n", (int)(p - h)), ok &= p == h + 2 * (N - 1);

  reset(), z = 7;
#pragma omp parallel for collapse(2) linear(z: 3) num_threads(3)
  for (int i = 10; i > 0; i -= 2)
    for (int j = 0; j < 7; j += 2) h[(10 - i) / 2 * 4 + j / 2] = z;
  show("collapse", 24, coll), printf(" z=%d\n", z), ok &= z == 7 + 3 * 19;

  reset(), z = 100;
  unsigned u;
#pragma omp parallel for linear(z: -4) schedule(static, 1) num_threads(3)
  for (u = 28u; u > 0u; u -= 3) h[u] = z;
  show("unsigned down", 30, down), printf(" z=%d\n", z), ok &= z == 100 - 4 * 9;

  reset(), w = 50, c = 0;
  int e = 0;
#pragma omp parallel for linear(c, e: 2) linear(w: -1) num_threads(3)
  for (int i = 0; i < N; i++) h[i] = 1000 * (c + e) / 2 + (int)w;
  show("several", N, pair), printf(" c=%d e=%d w=%lld\n", c, e, w);
  ok &= c == 2 * (N - 1) && e == 2 * (N - 1) && w == 50 - (N - 1);

  reset(), z = 3;
#pragma omp parallel for linear(val(z): 2) num_threads(3)
  for (int i = 0; i < N; i++) h[i] = z;
  show("val", N, odd3), printf(" z=%d\n", z), ok &= z == 3 + 2 * (N - 1);

  reset(), z = 0;
#pragma omp parallel for default(none) shared(h) linear(z) num_threads(3)
  for (int i = INT_MAX - N + 1; i <= INT_MAX; i++) h[i - (INT_MAX - N + 1)] = z;
  show("inclusive to INT_MAX", N, seq), printf(" z=%d\n", z), ok &= z == N - 1;

  reset(), z = 3;
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskloop simd linear(z: 2) grainsize(4)
  for (int i = 0; i < N; i++) {
    h[i] = z;
    z += 100;
  }
  show("taskloop simd", N, odd3), printf(" z=%d\n", z), ok &= z == 3;

  /* A target region beside them. */
  int t = 0;
#pragma omp target map(tofrom: t)
  t = 1;
  ok &= t == 1;
  printf("%s host_linear\n", ok ? "PASS" : "FAIL");
  return !ok;
}
