/* Host OpenMP outside target regions runs as OpenMP: parallel loops with
 * reductions, critical, atomic, single, sections, tasks, threadprivate,
 * and target regions before, after and inside host parallel regions. Every
 * printed number is independent of the number of host threads, except the
 * thread count itself, which the test harness fixes with
 * OMP_NUM_THREADS=2. */
#include <omp.h>
#include <stdio.h>

#define N 1000

static int tp = -1;
#pragma omp threadprivate(tp)

static long fib(int n) {
  if (n < 2) return n;
  long a, b;
#pragma omp task shared(a) firstprivate(n)
  a = fib(n - 1);
#pragma omp task shared(b) firstprivate(n)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}

int main(void) {
  static double x[N], y[N];
  int bad = 0;

  /* Host parallel loop with a reduction, then a target region using it. */
  long sum = 0;
#pragma omp parallel for reduction(+: sum)
  for (int i = 0; i < N; i++) {
    x[i] = i;
    sum += i;
  }
#pragma omp target teams distribute parallel for map(to: x) map(from: y)
  for (int i = 0; i < N; i++) y[i] = 2.0 * x[i] + 1.0;
  double ysum = 0;
#pragma omp parallel for reduction(+: ysum)
  for (int i = 0; i < N; i++) ysum += y[i];
  printf("sum=%ld ysum=%.1f\n", sum, ysum);
  bad |= sum != (long)N * (N - 1) / 2 || ysum != 2.0 * sum + N;

  /* Threads really run: count the distinct thread numbers seen. */
  int seen[64] = {0};
  int team = 0;
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    if (t < 64) seen[t] = 1;
#pragma omp single
    team = omp_get_num_threads();
  }
  int distinct = 0;
  for (int t = 0; t < 64; t++) distinct += seen[t];
  printf("host_threads=%d max_threads=%d\n", distinct, omp_get_max_threads());
  bad |= distinct != team || team != omp_get_max_threads();

  /* critical and atomic: every thread adds; single runs once. */
  int crit = 0, singles = 0, nthreads = 0;
  long hist[4] = {0, 0, 0, 0};
#pragma omp parallel
  {
#pragma omp critical(count)
    crit++;
#pragma omp single
    singles++;
#pragma omp master
    nthreads = omp_get_num_threads();
#pragma omp for
    for (int i = 0; i < N; i++) {
#pragma omp atomic
      hist[i % 4] += i;
    }
  }
  printf("critical_ok=%d singles=%d hist=%ld,%ld,%ld,%ld\n", crit == nthreads, singles, hist[0], hist[1], hist[2], hist[3]);
  bad |= crit != nthreads || singles != 1 || hist[0] + hist[1] + hist[2] + hist[3] != sum || hist[1] != 124750;

  /* Tasks. */
  long f = 0;
#pragma omp parallel
#pragma omp single
  f = fib(15);
  printf("fib15=%ld\n", f);
  bad |= f != 610;

  /* sections: each runs once. */
  int sa = 0, sb = 0;
#pragma omp parallel sections
  {
#pragma omp section
    sa = 11;
#pragma omp section
    sb = 22;
  }
  printf("sections=%d,%d\n", sa, sb);
  bad |= sa != 11 || sb != 22;

  /* threadprivate keeps each thread's copy between parallel regions. */
  int tp_ok = 1;
#pragma omp parallel
  tp = omp_get_thread_num() + 100;
#pragma omp parallel reduction(&&: tp_ok)
  tp_ok = tp == omp_get_thread_num() + 100;
  printf("threadprivate_ok=%d\n", tp_ok);
  bad |= !tp_ok;

  /* Target regions launched by several host threads at once. */
  long part[8] = {0};
#pragma omp parallel for
  for (int c = 0; c < 8; c++) {
    long s = 0;
#pragma omp target map(to: x[c * (N / 8):N / 8]) map(tofrom: s)
    for (int i = c * (N / 8); i < (c + 1) * (N / 8); i++) s += (long)x[i];
    part[c] = s;
  }
  long ptotal = 0;
  for (int c = 0; c < 8; c++) ptotal += part[c];
  printf("concurrent_targets=%ld\n", ptotal);
  bad |= ptotal != sum;

  /* The host fallback runs on copies of the private and firstprivate
   * variables, as the device does. */
  int fp = 5, pv = 7, im = 3, arr[3] = {1, 2, 3};
#pragma omp target if(0) firstprivate(fp, arr) private(pv)
  {
    fp += 1;
    pv = 1;
    arr[0] = pv + fp;
    im = arr[0];
  }
  printf("fallback_copies=%d,%d,%d,%d\n", fp, pv, im, arr[0]);
  bad |= fp != 5 || pv != 7 || im != 3 || arr[0] != 1;

  /* A target region after all of it, with a host reduction over its result. */
  int dev = -1;
#pragma omp target map(from: dev)
  dev = omp_is_initial_device();
  long back = 0;
#pragma omp parallel for reduction(+: back)
  for (int i = 0; i < N; i++) back += (long)(y[i] - 1.0) / 2;
  printf("initial_device=%d back=%ld\n", dev, back);
  bad |= back != sum; /* dev: 0 when offloaded, 1 in the host fallback */

  printf("%s hostomp\n", bad ? "FAIL" : "PASS");
  return bad;
}
