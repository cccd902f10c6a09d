/* Differential program (against clang-19): target nowait chains with depend from host tasks, depend iterators and depobj, target in_reduction in a taskgroup, target update nowait, omp_all_memory on host tasks, in a target region (its host fallback) and on target tasks (gcc 12, which compiles the host output, has no omp_all_memory). */
#include <omp.h>
#include <stdio.h>
static void allmem_target(void) {
  int m1 = 0, m2 = 0, m3 = 0;
#pragma omp target map(tofrom: m1, m2)
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: m1) shared(m1)
    m1 = 5;
#pragma omp task depend(inout: omp_all_memory) shared(m1, m2)
    m2 = m1 * 3;
#pragma omp task depend(in: m2) shared(m1, m2)
    m1 = m2 + 1;
  }
  int h = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target map(tofrom: h) nowait depend(out: h)
    h = 4;
#pragma omp target map(tofrom: h, m3) nowait depend(out: omp_all_memory)
    m3 = h * 2;
#pragma omp task depend(in: m3) shared(m3, h)
    h = m3 + 1;
  }
  printf("allmem %d %d %d %d\n", m1, m2, m3, h);

}
#define N 64

int main(void) {
  int a[N], b[N], c[N], d[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; d[i] = 0; }
  /* target nowait chains with depend, from tasks of a host parallel region */
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp target enter data map(to: a, b, c) nowait depend(out: a, b, c)
#pragma omp target teams distribute parallel for nowait depend(in: a) depend(out: b)
    for (int i = 0; i < N; i++) b[i] = a[i] + 1;
#pragma omp target teams distribute parallel for nowait depend(in: b) depend(out: c)
    for (int i = 0; i < N; i++) c[i] = b[i] * 2;
#pragma omp task depend(in: c) depend(out: d) shared(d)
    {
#pragma omp target map(from: d) map(present, to: c)
      for (int i = 0; i < N; i++) d[i] = c[i] + 5;
    }
#pragma omp target exit data map(from: b, c) map(release: a) nowait depend(in: c, d)
#pragma omp taskwait
  }
  long s = 0; for (int i = 0; i < N; i++) s += (long)(b[i] + c[i] * 3 + d[i] * 7) * (i + 1);
  printf("chain %ld present %d\n", s, omp_target_is_present(a, omp_get_default_device()));

  /* depend with iterators, taskwait depend, depobj */
  int x[8]; for (int i = 0; i < 8; i++) x[i] = i;
  int y = 0;
  omp_depend_t dep;
#pragma omp depobj(dep) depend(inout: y)
#pragma omp parallel num_threads(3)
#pragma omp single
  {
    for (int k = 0; k < 8; k++) {
#pragma omp target map(tofrom: x[k:1]) depend(out: x[k]) nowait firstprivate(k)
      x[k] = x[k] * x[k] + k;
    }
#pragma omp task depend(iterator(it = 0:8), in: x[it]) depend(depobj: dep) shared(x, y)
    { for (int i = 0; i < 8; i++) y += x[i]; }
#pragma omp depobj(dep) update(in)
#pragma omp task depend(depobj: dep) shared(y)
    { y *= 2; }
#pragma omp taskwait
  }
#pragma omp depobj(dep) destroy
  printf("iter y %d\n", y);

  /* target inside task with in_reduction, taskgroup task_reduction */
  int tr = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskgroup task_reduction(+: tr)
  {
    for (int k = 0; k < 4; k++) {
#pragma omp target in_reduction(+: tr) firstprivate(k)
      tr += k * 10;
    }
#pragma omp task in_reduction(+: tr)
    tr += 1;
  }
  printf("tgt inred %d\n", tr);

  /* target task with if(0) and nowait: undeferred */
  int u = 1;
#pragma omp target map(tofrom: u) nowait if(0)
  u += 10;
#pragma omp taskwait
  /* target update nowait depend */
  int z[N]; for (int i = 0; i < N; i++) z[i] = i;
#pragma omp target data map(tofrom: z)
  {
#pragma omp target nowait depend(out: z) map(tofrom: z)
    for (int i = 0; i < N; i++) z[i] += 1000;
#pragma omp target update from(z[0:N/2]) nowait depend(in: z)
#pragma omp taskwait
    z[N - 1] = -5;
  }
  long zs = 0; for (int i = 0; i < N; i++) zs += z[i];
  printf("u %d zs %ld\n", u, zs);

  /* omp_all_memory */
  int m1 = 0, m2 = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: m1) shared(m1)
    m1 = 5;
#pragma omp task depend(out: omp_all_memory) shared(m1, m2)
    m2 = m1 * 3;
#pragma omp task depend(in: m2) shared(m1, m2)
    m1 = m2 + 1;
  }
  printf("allmem %d %d\n", m1, m2);
  allmem_target();
  return 0;
}
