/* Device code that reports on stderr and stops the program when its
 * checks fail, as programs written for the host do: fprintf, fputs and
 * fputc on stderr (and stdout), assert, abort and exit, in a target
 * region, a combined loop and declare target functions. The checks hold,
 * so only the messages are printed and the program goes on. */
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
static int checked(int x, int limit) {
  if (x < 0 || x >= limit) {
    fprintf(stderr, "checked: %d out of [0, %d)\n", x, limit);
    abort();
  }
  return x;
}
static void need(int ok, const char *what) {
  if (!ok) {
    fputs(what, stderr);
    fputc('\n', stderr);
    exit(3);
  }
}
#pragma omp end declare target

int main(void) {
  int a[64], sum = 0, n = 64, fails = 0;
  for (int i = 0; i < n; i++)
    a[i] = i;
#pragma omp target map(tofrom: a, sum)
  {
    fprintf(stderr, "device region: n = %d\n", n);
    fputs("device region: start\n", (stderr));
    for (int i = 0; i < n; i++)
      sum += a[checked(i, n)];
    assert(sum == n * (n - 1) / 2);
    need(sum > 0, "sum is not positive");
    if (sum < 0)
      exit(1);
  }
#pragma omp target teams distribute parallel for map(tofrom: a) reduction(+: fails)
  for (int i = 0; i < n; i++) {
    assert(a[i] == i);
    if (a[checked(i, n)] != i) {
      fprintf(stderr, "a[%d] = %d\n", i, a[i]);
      fails++;
    }
    a[i] *= 2;
    if (a[i] < 0)
      abort();
  }
  for (int i = 0; i < n; i++)
    if (a[i] != 2 * i)
      fails++;
  if (sum != n * (n - 1) / 2 || fails) {
    printf("FAIL devstreams: sum %d, %d fails\n", sum, fails);
    return 1;
  }
  printf("PASS devstreams\n");
  return 0;
}
