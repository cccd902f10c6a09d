/* Doacross loops (ordered(n) with depend(sink)/depend(source)) in the
 * parallel loops of generic target regions, beside code that runs
 * before and after them, and in the worksharing loops of parallel
 * regions of code. Each result is a recurrence that only holds when
 * every sink waits for the iteration it names: a running value over
 * more iterations than the ring has slots, with every schedule; a
 * wavefront over a nest of two loops, collapsed and not; a loop the
 * region's for statement runs twice; two doacross loops one after the
 * other with nowait. The iterations keep busy a while so that the
 * threads overlap. */
#include <stdio.h>
#define N 2100
#define R 24
#define C 30

static int fails;

static void report(const char *what, int ok) {
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  fails += !ok;
}

#pragma omp declare target
static long long busy(long long v) {
  for (int k = 0; k < 50; k++) v = (v * 7 + k) % 1000003;
  return v;
}
#pragma omp end declare target

static long long ref_sum[N];

int main(void) {
  long long seed[N];
  for (int i = 0; i < N; i++) seed[i] = (i * 37) % 101;
  ref_sum[0] = seed[0];
  for (int i = 1; i < N; i++) ref_sum[i] = (ref_sum[i - 1] * 3 + busy(seed[i])) % 1000003;

  /* a running value, every schedule, code before and after the loop */
  for (int kind = 0; kind < 4; kind++) {
    long long x[N];
    int before = 0, after = 0;
    for (int i = 0; i < N; i++) x[i] = seed[i];
#pragma omp target map(tofrom: x, before, after)
    {
      before = (int)x[0];
      if (kind == 0) {
#pragma omp parallel for ordered(1) num_threads(4)
        for (int i = 1; i < N; i++) {
          long long v = busy(x[i]);
#pragma omp ordered depend(sink: i - 1)
          x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
        }
      } else if (kind == 1) {
#pragma omp parallel for ordered(1) schedule(static, 3) num_threads(4)
        for (int i = 1; i < N; i++) {
          long long v = busy(x[i]);
#pragma omp ordered depend(sink: i - 1)
          x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
        }
      } else if (kind == 2) {
#pragma omp parallel for ordered(1) schedule(dynamic, 2) num_threads(4)
        for (int i = 1; i < N; i++) {
          long long v = busy(x[i]);
#pragma omp ordered depend(sink: i - 1)
          x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
        }
      } else {
#pragma omp parallel for ordered(1) schedule(guided) num_threads(4)
        for (int i = 1; i < N; i++) {
          long long v = busy(x[i]);
#pragma omp ordered depend(sink: i - 1)
          x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
        }
      }
      after = (int)(x[N - 1] % 1000);
    }
    int ok = before == (int)seed[0] && after == (int)(ref_sum[N - 1] % 1000);
    for (int i = 0; i < N; i++) ok &= x[i] == ref_sum[i];
    printf("kind %d ", kind);
    report("running value", ok);
  }

  /* a wavefront: a[i][j] from its upper and left neighbours; ordered(2)
   * over two loops, the inner run in order in each shared iteration,
   * and collapse(2) */
  for (int collapsed = 0; collapsed < 2; collapsed++) {
    long long a[R][C], ref[R][C];
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) a[i][j] = ref[i][j] = (i == 0 || j == 0) ? i + j + 1 : 0;
    for (int i = 1; i < R; i++)
      for (int j = 1; j < C; j++) ref[i][j] = (ref[i - 1][j] + 2 * ref[i][j - 1] + busy(i * C + j)) % 1000003;
#pragma omp target map(tofrom: a)
    {
      a[0][0] = 1;
      if (collapsed) {
#pragma omp parallel for ordered(2) collapse(2) schedule(static, 2) num_threads(4)
        for (int i = 1; i < R; i++)
          for (int j = 1; j < C; j++) {
            long long v = busy(i * C + j);
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
            a[i][j] = (a[i - 1][j] + 2 * a[i][j - 1] + v) % 1000003;
#pragma omp ordered depend(source)
          }
      } else {
#pragma omp parallel for ordered(2) schedule(dynamic) num_threads(4)
        for (int i = 1; i < R; i++)
          for (int j = 1; j < C; j++) {
            long long v = busy(i * C + j);
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
            a[i][j] = (a[i - 1][j] + 2 * a[i][j - 1] + v) % 1000003;
#pragma omp ordered depend(source)
          }
      }
    }
    int ok = 1;
    for (int i = 0; i < R; i++)
      for (int j = 0; j < C; j++) ok &= a[i][j] == ref[i][j];
    printf("collapsed %d ", collapsed);
    report("wavefront", ok);
  }

  /* the region's for statement runs the loop twice: the ring starts
   * over, the second run continues from the first's last value */
  {
    long long x[N];
    for (int i = 0; i < N; i++) x[i] = seed[i];
#pragma omp target map(tofrom: x)
    for (int r = 0; r < 2; r++) {
      if (r == 1) x[0] = x[N - 1];
#pragma omp parallel for ordered(1) schedule(static, 1) num_threads(4)
      for (int i = 1; i < N; i++) {
        long long v = busy(seed[i]);
#pragma omp ordered depend(sink: i - 1)
        x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
      }
    }
    long long h = ref_sum[N - 1];
    int ok = x[0] == h;
    for (int i = 1; i < N; i++) {
      h = (h * 3 + busy(seed[i])) % 1000003;
      ok &= x[i] == h;
    }
    report("run twice", ok);
  }

  /* a parallel region of code: two doacross loops, the first nowait;
   * and a target parallel region's worksharing loop */
  {
    long long x[N], y[N];
    for (int i = 0; i < N; i++) x[i] = y[i] = seed[i];
#pragma omp target map(tofrom: x, y)
    {
      x[0] = seed[0];
#pragma omp parallel num_threads(4)
      {
#pragma omp for ordered(1) schedule(dynamic, 5) nowait
        for (int i = 1; i < N; i++) {
          long long v = busy(x[i]);
#pragma omp ordered depend(sink: i - 1)
          x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
        }
#pragma omp for ordered(1) schedule(static, 7)
        for (int i = 1; i < N; i++) {
          long long v = busy(y[i]);
#pragma omp ordered depend(sink: i - 1)
          y[i] = (y[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
        }
      }
    }
    int ok = 1;
    for (int i = 0; i < N; i++) ok &= x[i] == ref_sum[i] && y[i] == ref_sum[i];
    report("parallel region of code", ok);

    for (int i = 0; i < N; i++) x[i] = seed[i];
#pragma omp target parallel num_threads(3) map(tofrom: x)
    {
#pragma omp for ordered(1) schedule(guided, 4)
      for (int i = 1; i < N; i++) {
        long long v = busy(x[i]);
#pragma omp ordered depend(sink: i - 1)
        x[i] = (x[i - 1] * 3 + v) % 1000003;
#pragma omp ordered depend(source)
      }
    }
    ok = 1;
    for (int i = 0; i < N; i++) ok &= x[i] == ref_sum[i];
    report("target parallel region", ok);
  }

  if (fails) {
    printf("FAIL generic_doacross (%d)\n", fails);
    return 1;
  }
  printf("PASS generic_doacross\n");
  return 0;
}
