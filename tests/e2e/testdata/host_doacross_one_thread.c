/* Host doacross loops (ordered(n) with depend(sink)/depend(source)) in
 * teams of one thread and of several: a team of one ran into a
 * segmentation fault in libomp's GOMP_doacross_wait. */
#include <omp.h>
#include <stdio.h>

static int fails;

static void check(const char *what, long long got, long long want) {
  printf("%s: %lld\n", what, got);
  if (got != want) {
    printf("  expected %lld\n", want);
    fails++;
  }
}

int main(void) {
  int on_host = -1;
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  (void)on_host;

  for (int nt = 1; nt <= 3; nt++) {
    int a[64], b[8][8];
    unsigned long long c[40];
    for (int i = 0; i < 64; i++) a[i] = 1;
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++) b[i][j] = 1;
    for (int i = 0; i < 40; i++) c[i] = 2;
#pragma omp parallel for ordered(1) num_threads(nt)
    for (int i = 1; i < 64; i++) {
#pragma omp ordered depend(sink: i - 1)
      a[i] += a[i - 1];
#pragma omp ordered depend(source)
    }
#pragma omp parallel for ordered(2) schedule(dynamic) num_threads(nt)
    for (int i = 1; i < 8; i++)
      for (int j = 1; j < 8; j++) {
#pragma omp ordered depend(sink: i - 1, j) depend(sink: i, j - 1)
        b[i][j] = b[i - 1][j] + b[i][j - 1];
#pragma omp ordered depend(source)
      }
#pragma omp parallel for ordered(1) schedule(guided, 2) num_threads(nt)
    for (unsigned long long i = 1; i < 40; i++) {
#pragma omp ordered depend(sink: i - 1)
      c[i] = c[i - 1] * 3 % 1000003;
#pragma omp ordered depend(source)
    }
    printf("threads %d\n", nt);
    check("  prefix", a[63], 64);
    check("  grid", b[7][7], 3432);
    check("  recurrence", (long long)c[39], 980197);
  }

  /* An inactive nested region: its team is one thread. */
  int d[16];
  for (int i = 0; i < 16; i++) d[i] = i;
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
#pragma omp parallel for ordered(1) schedule(static, 3)
      for (int i = 1; i < 16; i++) {
#pragma omp ordered depend(sink: i - 1)
        d[i] += d[i - 1];
#pragma omp ordered depend(source)
      }
    }
  }
  check("nested", d[15], 120);

  printf("%s host_doacross_one_thread\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
