/* Reductions whose variables are named like the lowerer's own reduction
 * helpers (add, mul, min, max, and, done, last, finish), and many
 * reductions of different types in one kernel: each type's team tree
 * uses one small shared buffer, so their number does not matter. */
#include <stdio.h>

#define N 1000

int main(void) {
  int add = 0, mul = 1, min = 1 << 30, max = -1, done = 0, last = 0, finish = 0;
  unsigned and = ~0u;
  long l = 0;
  long long ll = 0;
  unsigned long ul = 0;
  short sh = 0;
  char ch = 0;
  float f = 0;
  double d = 0;
  unsigned char uc = 0;
  int failures = 0;

#pragma omp target teams distribute parallel for reduction(+: add, done, l, ll, ul, f, d) reduction(*: mul) \
    reduction(min: min) reduction(max: max, sh, ch, uc) reduction(&: and) reduction(|: last) reduction(^: finish)
  for (int i = 0; i < N; i++) {
    add += i;
    done += 1;
    l += 2L * i;
    ll += 3LL * i;
    ul += 4UL * i;
    f += 0.5f;
    d += 0.25 * i;
    if (i % 250 == 7)
      mul *= 2;
    if (i + 5 < min)
      min = i + 5;
    if (i > max)
      max = i;
    if (i % 100 > sh)
      sh = (short)(i % 100);
    if (i % 90 > ch)
      ch = (char)(i % 90);
    if (i % 200 > uc)
      uc = (unsigned char)(i % 200);
    and &= ~(1u << (i % 7));
    last |= 1 << (i % 5);
    finish ^= i;
  }
  int fx = 0;
  for (int i = 0; i < N; i++)
    fx ^= i;
  long want[] = {N * (N - 1) / 2, 16, 5, N - 1, N, 0x1f, fx, 2L * N * (N - 1) / 2, 3L * N * (N - 1) / 2,
                 4L * N * (N - 1) / 2, 99, 89, 199, (long)(~0u & ~0x7fu)};
  long got[] = {add, mul, min, max, done, last, finish, l, (long)ll, (long)ul, sh, ch, uc, (long)and};
  for (int i = 0; i < (int)(sizeof want / sizeof want[0]); i++) {
    printf("%d: %ld\n", i, got[i]);
    if (got[i] != want[i]) {
      printf("  FAIL: want %ld\n", want[i]);
      failures++;
    }
  }
  printf("f=%g d=%g\n", f, d);
  if (f != 0.5f * N || d != 0.25 * N * (N - 1) / 2)
    failures++;
  if (failures)
    return 1;
  printf("PASS redmany\n");
  return 0;
}
