// The user's `#pragma GCC unroll` with a macro as the count, which clang
// expands and gcc does not: in host code, a target region (its device
// code and its host fallback), a loop kernel's body, a declare target
// function, host parallel loops (one rewritten over normalized counters).
#include <stdio.h>

#define U 4
#define TWICE (U * 2)
#define NONE 0
#define HUGE_COUNT 100000

#pragma omp declare target
static long poly(long x, int n) {
  long s = 0;
#pragma GCC unroll TWICE
  for (int k = 0; k < n; k++) s = s * 3 + x + k;
  return s;
}
#pragma omp end declare target

static long host_sum(const long *a, int n) {
  long s = 0;
#pragma GCC unroll U
  for (int k = 0; k < n; k++) s += a[k] * (k + 1);
  return s;
}

int main(void) {
  enum { N = 37 };
  long a[N], b[N], c[N];
  for (int i = 0; i < N; i++) {
    a[i] = i * 7 - 20;
    b[i] = 0;
    c[i] = 0;
  }

  long t = 0;
#pragma omp target map(to: a) map(tofrom: t)
  {
#pragma GCC unroll U
    for (int k = 0; k < N; k++) t += a[k] ^ k;
#pragma GCC unroll NONE
    for (int k = 0; k < N; k += 3) t -= a[k];
  }

#pragma omp target teams distribute parallel for map(to: a) map(from: b)
  for (int i = 0; i < N; i++) {
    long s = 0;
#pragma GCC unroll HUGE_COUNT
    for (int k = 0; k <= i; k++) s += a[k] - k;
    b[i] = s + poly(a[i], i % 5);
  }

  // An inclusive bound: the host loop runs over normalized counters.
#pragma omp parallel for
  for (int i = 0; i <= N - 1; i += 2) {
    long s = 0;
#pragma GCC unroll TWICE
    for (int k = 0; k < i; k++) s += a[k];
    c[i] = s;
  }
#pragma omp parallel for
  for (int i = 1; i < N; i += 2) {
    long s = 0;
#pragma GCC unroll U
    for (int k = 0; k < i; k++) s -= a[k];
    c[i] = s;
  }

  long sb = 0, sc = 0;
  for (int i = 0; i < N; i++) {
    sb += b[i] * (i + 1);
    sc += c[i] * (i + 1);
  }
  printf("t=%ld host=%ld b=%ld c=%ld poly=%ld\n", t, host_sum(a, N), sb, sc, poly(3, 6));

  // The same sums in plain loops.
  long rt = 0, rh = 0, rb = 0, rc = 0, rp = 0;
  for (int k = 0; k < N; k++) rt += a[k] ^ k;
  for (int k = 0; k < N; k += 3) rt -= a[k];
  for (int k = 0; k < N; k++) rh += a[k] * (k + 1);
  for (int i = 0; i < N; i++) {
    long s = 0, p = 0, q = 0;
    for (int k = 0; k <= i; k++) s += a[k] - k;
    for (int k = 0; k < i % 5; k++) p = p * 3 + a[i] + k;
    for (int k = 0; k < i; k++) q += a[k];
    rb += (s + p) * (i + 1);
    rc += (i % 2 ? -q : q) * (i + 1);
  }
  for (int k = 0; k < 6; k++) rp = rp * 3 + 3 + k;
  int bad = (t != rt) + (host_sum(a, N) != rh) + (sb != rb) + (sc != rc) + (poly(3, 6) != rp);
  if (bad) {
    printf("FAIL unroll_macro: %d wrong\n", bad);
    return 1;
  }
  printf("PASS unroll_macro\n");
  return 0;
}
