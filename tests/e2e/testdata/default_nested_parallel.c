/* default(firstprivate) and default(private) on parallel constructs in
 * target regions: each variable the region names without a clause of its
 * own is a copy per thread (initialised from the enclosing value for
 * firstprivate), so writes to it stay in the thread. The shared items are
 * arrays: clang-19 privatizes a scalar listed in 'shared' beside
 * default(firstprivate) in a target region. */
#include <stdio.h>
#include <omp.h>

static int fails;

static void check(const char *what, int got, int want) {
  if (got != want) {
    printf("FAIL %s: got %d, want %d\n", what, got, want);
    fails++;
  }
}

#pragma omp declare target
static void scale(int *out, int base) {
  int f = 3;
#pragma omp parallel num_threads(2) default(firstprivate) shared(out)
  {
    f *= base + omp_get_thread_num();
    out[omp_get_thread_num()] = f;
  }
  out[2] = f;
}
#pragma omp end declare target

int main(void) {
  int x = 7, y = 1, n = 16, k = 3, a[16] = {0}, b[16] = {0};
  int sum[4] = {0}, t[4] = {0}, cnt[4] = {0}, lp[4] = {0}, fn[3] = {0};

  /* the parallel region is all of the target region */
#pragma omp target map(tofrom: a, sum)
#pragma omp parallel num_threads(4) default(firstprivate) shared(a, sum)
  {
    x = x + omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < 8; i++) a[i] = i + y;
    sum[omp_get_thread_num()] = x;
  }
  printf("whole: a[3]=%d sum=%d %d %d %d\n", a[3], sum[0], sum[1], sum[2], sum[3]);
  for (int i = 0; i < 4; i++)
    check("whole sum", sum[i], 7 + i);

  /* beside other code, which sees the values from before the region */
#pragma omp target map(tofrom: a, sum, t)
  {
    t[0] = x * 2;
#pragma omp parallel num_threads(4) default(private) firstprivate(x) shared(a, sum)
    {
      y = omp_get_thread_num() + 10;
      x = x + y;
#pragma omp for
      for (int i = 0; i < 8; i++) a[i] = 2 * i;
      sum[omp_get_thread_num()] = x;
    }
    t[1] = x + y;
  }
  printf("beside: t=%d %d a[5]=%d sum=%d %d %d %d\n", t[0], t[1], a[5], sum[0], sum[1], sum[2], sum[3]);
  check("beside t[0]", t[0], 14);
  check("beside t[1]", t[1], 8);
  for (int i = 0; i < 4; i++)
    check("beside sum", sum[i], 17 + i);

  /* parallel loops beside code */
#pragma omp target map(tofrom: a, t)
  {
    t[0] = k;
#pragma omp parallel for default(firstprivate) shared(a) num_threads(4) schedule(static)
    for (int i = 0; i < n; i++) {
      k = k + i;
      a[i] = k;
    }
    t[1] = k;
#pragma omp parallel default(firstprivate) shared(a) num_threads(4)
    {
#pragma omp for
      for (int i = 0; i < n; i++) a[i] += k * i;
    }
    t[2] = k + n;
  }
  for (int i = 0; i < n; i++) printf("%d ", a[i]);
  printf("\nloops: %d %d %d\n", t[0], t[1], t[2]);
  check("loops a[3]", a[3], 18);
  check("loops a[15]", a[15], 102);
  check("loops t[1]", t[1], 3);
  check("loops t[2]", t[2], 19);

#pragma omp target teams num_teams(2) map(tofrom: b)
  {
    int base = 100;
#pragma omp distribute parallel for default(firstprivate) shared(b)
    for (int i = 0; i < n; i++) {
      base = base + i;
      b[i] = base;
      base = base - i;
    }
  }
  printf("teams: %d %d %d\n", b[0], b[8], b[15]);
  for (int i = 0; i < n; i++)
    check("teams b", b[i], 100 + i);

  /* nested in a parallel region: an inactive region of one thread */
#pragma omp target map(tofrom: cnt, lp)
#pragma omp parallel num_threads(4)
  {
    int th = omp_get_thread_num();
#pragma omp parallel default(firstprivate) shared(cnt)
    {
      x += th;
      cnt[th] = x;
    }
#pragma omp parallel for default(firstprivate) shared(lp)
    for (int i = 0; i < 3; i++) {
      x += i;
      lp[th] += x;
    }
  }
  printf("nested: %d %d %d %d / %d %d %d %d\n", cnt[0], cnt[1], cnt[2], cnt[3], lp[0], lp[1], lp[2], lp[3]);
  for (int i = 0; i < 4; i++) {
    check("nested cnt", cnt[i], 7 + i);
    check("nested lp", lp[i], 25);
  }

  /* in a declare target function called from a target region */
#pragma omp target map(tofrom: fn)
  scale(fn, 5);
  printf("function: %d %d %d\n", fn[0], fn[1], fn[2]);
  printf("host: x=%d y=%d k=%d\n", x, y, k);
  check("function", fn[0] + fn[1] + fn[2], 36);
  check("host", x + y + k, 11);
  if (fails)
    return 1;
  printf("PASS default_nested_parallel\n");
  return 0;
}
