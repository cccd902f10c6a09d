/* Written by hand for tools/difftest -file (docs/difftest.md): host OpenMP beside target regions: parallel reduction, sections, single copyprivate, threadprivate with copyin, named critical, ordered. */
#include <stdio.h>
#include <omp.h>
#define N 64
static int tp;
#pragma omp threadprivate(tp)
int main(void) {
  int a[N], b[N];
  long sum = 0;
  for (int i = 0; i < N; i++) a[i] = i;
  /* host parallel reduction beside target */
#pragma omp parallel for reduction(+:sum) num_threads(4)
  for (int i = 0; i < N; i++) sum += a[i];
  printf("host sum %ld\n", sum);
#pragma omp target map(tofrom: a)
  for (int i = 0; i < N; i++) a[i] *= 2;
  long s2 = 0;
#pragma omp parallel num_threads(4) reduction(+:s2)
  {
    int t = omp_get_thread_num();
    int nt = omp_get_num_threads();
    for (int i = t; i < N; i += nt) s2 += a[i];
  }
  printf("s2 %ld\n", s2);
  /* sections */
  int x = 0, y = 0;
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    {
#pragma omp target map(tofrom: x)
      x = 11;
    }
#pragma omp section
    {
#pragma omp target map(tofrom: y)
      y = 22;
    }
  }
  printf("x %d y %d\n", x, y);
  /* single copyprivate */
  int cp = 0, ok = 1;
#pragma omp parallel num_threads(3) firstprivate(cp) reduction(&&:ok)
  {
#pragma omp single copyprivate(cp)
    {
      int v = 0;
#pragma omp target map(from: v)
      v = 42;
      cp = v;
    }
    ok = ok && (cp == 42);
  }
  printf("copyprivate ok %d\n", ok);
  /* threadprivate + copyin */
  tp = 7;
  int tpsum = 0;
#pragma omp parallel num_threads(4) copyin(tp) reduction(+:tpsum)
  {
    int l = tp;
#pragma omp target map(tofrom: l)
    l += 1;
    tp = l;
    tpsum += tp;
  }
  printf("tpsum %d tp %d\n", tpsum, tp);
  /* critical(name) */
  int cnt = 0;
#pragma omp parallel num_threads(4)
  {
    int v = omp_get_thread_num() + 1, r = 0;
#pragma omp target map(to: v) map(from: r)
    r = v * 10;
#pragma omp critical(acc)
    cnt += r;
  }
  printf("cnt %d\n", cnt);
  /* ordered */
  int ord[8], pos = 0;
#pragma omp parallel for ordered num_threads(4) schedule(dynamic)
  for (int i = 0; i < 8; i++) {
    int r = 0;
#pragma omp target map(from: r) firstprivate(i)
    r = i * i;
#pragma omp ordered
    ord[pos++] = r;
  }
  for (int i = 0; i < 8; i++) printf("%d ", ord[i]);
  printf("\n");
  int good = sum == 2016 && s2 == 4032 && x == 11 && y == 22 && ok && tpsum == 32 && cnt == 100;
  for (int i = 0; i < 8; i++) good = good && ord[i] == i * i;
  printf("%s host1\n", good ? "PASS" : "FAIL");
  return 0;
}
