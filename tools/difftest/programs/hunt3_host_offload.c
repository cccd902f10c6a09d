/* Written by hand for tools/difftest -file (docs/difftest.md): target regions launched by host threads, tasks and taskloops, target nowait with depend inside single. */
#include <stdio.h>
#include <omp.h>
#define N 256
int main(void) {
  double a[N];
  for (int i = 0; i < N; i++) a[i] = i;
  /* each host thread offloads its slice */
#pragma omp parallel num_threads(4)
  {
    int t = omp_get_thread_num(), nt = omp_get_num_threads();
    int chunk = N / nt, lo = t * chunk, len = (t == nt - 1) ? N - lo : chunk;
#pragma omp target teams distribute parallel for map(tofrom: a[lo:len])
    for (int i = lo; i < lo + len; i++) a[i] = a[i] * 2 + t;
  }
  double s = 0;
  for (int i = 0; i < N; i++) s += a[i];
  printf("s %g\n", s);
  /* host parallel for with target inside */
  int b[16];
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 16; i++) {
    int v;
#pragma omp target map(from: v)
    v = i * 3;
    b[i] = v;
  }
  int ok = 1;
  for (int i = 0; i < 16; i++) ok &= b[i] == i * 3;
  /* tasks offloading */
  int c[8] = {0};
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(k) shared(c)
      {
#pragma omp target map(tofrom: c[k:1])
        c[k] = k + 100;
      }
    }
#pragma omp taskwait
  }
  for (int i = 0; i < 8; i++) ok &= c[i] == i + 100;
  /* target nowait in single, with depend */
  int d[32];
  for (int i = 0; i < 32; i++) d[i] = i;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target nowait map(tofrom: d) depend(out: d)
    for (int i = 0; i < 32; i++) d[i] += 1;
#pragma omp target nowait map(tofrom: d) depend(inout: d)
    for (int i = 0; i < 32; i++) d[i] *= 2;
#pragma omp taskwait
  }
  for (int i = 0; i < 32; i++) ok &= d[i] == (i + 1) * 2;
  /* host task dependencies around target */
  int e = 1, f = 0;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp task depend(out: e)
    e = 5;
#pragma omp task depend(in: e) depend(out: f)
    {
#pragma omp target map(to: e) map(from: f)
      f = e * 7;
    }
#pragma omp task depend(inout: f)
    f += 1;
  }
  ok &= f == 36;
  /* taskgroup + taskloop */
  int g[40];
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskgroup
  {
#pragma omp taskloop grainsize(10)
    for (int i = 0; i < 40; i++) {
      int v;
#pragma omp target map(from: v)
      v = i + 1;
      g[i] = v;
    }
  }
  for (int i = 0; i < 40; i++) ok &= g[i] == i + 1;
  long tls = 0;
#pragma omp taskloop reduction(+:tls) num_tasks(4)
  for (int i = 0; i < 40; i++) tls += g[i];
  ok &= tls == 820;
  printf("f %d tls %ld\n", f, tls);
  printf("%s host2\n", ok && s == 2 * (255.0 * 256 / 2) + 64 * (0 + 1 + 2 + 3) ? "PASS" : "FAIL");
  return 0;
}
