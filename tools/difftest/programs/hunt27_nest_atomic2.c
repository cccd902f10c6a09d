/* more atomic forms: struct members, array elements with computed
 * indices, hint, memory orders, compare min/max forms, capture of the
 * new value, compare with else capture. */
#include <omp.h>
#include <stdio.h>

struct acc { int n; long total; double mean; int lo, hi; };

int main(void) {
  struct acc A = {0, 0, 0.0, 1 << 20, -1};
  int hist[10] = {0};
  int caps[100];
  int flag = 0, fails = 0;
#pragma omp target teams distribute parallel for map(tofrom: A, hist, flag, fails) map(from: caps)
  for (int i = 0; i < 100; i++) {
    int v = (i * 53) % 97;
#pragma omp atomic hint(omp_sync_hint_contended)
    A.n += 1;
#pragma omp atomic relaxed
    A.total += v;
#pragma omp atomic compare
    if (v < A.lo) { A.lo = v; }
#pragma omp atomic compare
    if (A.hi < v) { A.hi = v; }
#pragma omp atomic update seq_cst
    hist[v % 10]++;
    int c;
#pragma omp atomic capture
    { hist[(v + 1) % 10] += 2; c = hist[(v + 1) % 10]; }
    caps[i] = c >= 2;
    int old, got;
#pragma omp atomic compare capture
    { if (flag == 0) { flag = i + 1; } else { old = flag; } }
    got = flag != 0;
    if (!got) {
#pragma omp atomic
      fails++;
    }
  }
  int hs = 0, cs = 0;
  for (int i = 0; i < 10; i++) hs += hist[i];
  for (int i = 0; i < 100; i++) cs += caps[i];
  printf("n %d total %ld lo %d hi %d hs %d cs %d flag %d fails %d\n", A.n, A.total, A.lo, A.hi, hs, cs, flag > 0, fails);

  unsigned u = 100;
  float f = 1.0f;
  long long ll = 1;
  unsigned char uc = 250;
  short sh = -3;
#pragma omp target parallel num_threads(4) map(tofrom: u, f, ll, uc, sh)
  {
#pragma omp atomic
    u -= 3;
#pragma omp atomic
    f *= 2.0f;
#pragma omp atomic
    ll <<= 1;
#pragma omp atomic
    uc += 2;
#pragma omp atomic
    sh -= 1;
  }
  printf("u %d f %d ll %d uc %u sh %d\n", u == 88 || u < 100, f >= 2.0f, ll >= 2, uc, sh);

  int x = 10, v1 = 0, v2 = 0, v3 = 0;
#pragma omp target map(tofrom: x, v1, v2, v3)
  {
#pragma omp atomic capture
    v1 = x += 5;
#pragma omp atomic capture
    { x--; v2 = x; }
#pragma omp atomic compare capture
    { v3 = x; if (x > 12) { x = 12; } }
#pragma omp atomic compare
    x = x > 3 ? 3 : x;
  }
  printf("x %d v1 %d v2 %d v3 %d\n", x, v1, v2, v3);
  return 0;
}
