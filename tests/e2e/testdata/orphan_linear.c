/* linear on an orphaned worksharing loop in a declare target function
 * (OpenMP 5.2 §5.4.6): the caller's team shares the iterations, each
 * iteration's copy is the original's value plus its logical iteration
 * times the step, and the original gets the value after the last
 * iteration's body. Called by a team of several threads (static and
 * dynamic schedules), by a target region's one thread, in a nested
 * parallel region, in the host fallback (if(0)) and on the host. Every
 * value is also computed on the host. */
#include <omp.h>
#include <stdio.h>

enum { N = 41, T = 4 };

#pragma omp declare target
int g, h;
long sum;
void walk(int *seen, int n) {
#pragma omp for linear(g: 3) reduction(+: sum)
  for (int i = 0; i < n; i++) {
    seen[i] = g;
    sum += g;
  }
#pragma omp for linear(h: -2) schedule(dynamic, 4) nowait
  for (int i = n - 1; i >= 0; i--) h += 1;
}
#pragma omp end declare target

static int check(const char *what, const int *seen) {
  long want = 0;
  int fails = 0;
  for (int i = 0; i < N; i++) {
    want += 5 + 3 * i;
    if (seen[i] != 5 + 3 * i) {
      printf("%s: seen[%d] = %d\n", what, i, seen[i]);
      fails++;
      break;
    }
  }
  if (g != 5 + 3 * (N - 1) || sum != want || h != 100 - 2 * (N - 1) + 1) {
    printf("%s: g %d sum %ld (%ld) h %d\n", what, g, sum, want, h);
    fails++;
  }
  return fails;
}

static void reset(int *seen, int dev) {
  g = 5, h = 100, sum = 0;
  for (int i = 0; i < N; i++) seen[i] = -1;
  if (dev) {
#pragma omp target update to(g, h, sum)
  }
}

int main(void) {
  int fails = 0, seen[N];
  for (int dev = 1; dev >= 0; dev--) {
    reset(seen, 1);
#pragma omp target parallel num_threads(T) map(tofrom: seen) if(dev)
    walk(seen, N);
    if (dev) {
#pragma omp target update from(g, h, sum)
    }
    fails += check(dev ? "team" : "host fallback", seen);
  }

  reset(seen, 1);
#pragma omp target map(tofrom: seen)
  walk(seen, N);
#pragma omp target update from(g, h, sum)
  fails += check("one thread", seen);

  /* a nested region: each of 2 threads runs the loop whole in turn */
  int seen2[N];
  reset(seen, 1);
#pragma omp target parallel num_threads(2) map(tofrom: seen, seen2)
  {
    int t = omp_get_thread_num();
    for (int k = 0; k < 2; k++) {
      if (k == t) {
#pragma omp parallel
        walk(t ? seen2 : seen, N);
      }
#pragma omp barrier
      if (k == 0 && t == 0) {
        g = 5, h = 100; /* the second walk starts afresh */
      }
#pragma omp barrier
    }
  }
#pragma omp target update from(g, h, sum)
  sum /= 2;
  fails += check("nested", seen) + check("nested (second)", seen2);

  reset(seen, 0);
  walk(seen, N);
  fails += check("host", seen);
  printf("%s orphan_linear\n", fails ? "FAIL" : "PASS");
  return fails != 0;
}
