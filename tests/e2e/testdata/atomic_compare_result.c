/* The atomic compare capture forms that use the comparison's outcome
 * (OpenMP 5.2 §15.8.4): { r = x == e; if (r) { x = d; } }, the same with
 * else { v = x; }, and if (x == e) { x = d; } else { v = x; }. Many
 * threads race for one slot: exactly one wins, and every loser sees the
 * winner's value. r is the int value of x == e, 1 or 0 (clang-19 stores
 * -1 for 1: docs/difftest.md). */
#include <stdio.h>
#define N 400
int main(void) {
  int fails = 0;
  int slot = 0, lock = 0, won[N], obs[N], got[N];
  long tok = 5;
  for (int i = 0; i < N; i++) won[i] = obs[i] = got[i] = -5;
#pragma omp target teams distribute parallel for map(tofrom: slot, lock, won, obs, tok, got)
  for (int i = 0; i < N; i++) {
    int r;
#pragma omp atomic compare capture
    { r = slot == 0; if (r) { slot = i + 1; } }
    won[i] = r;
    int v = -1;
#pragma omp atomic compare capture
    if (lock == 0) { lock = i + 1; } else { v = lock; }
    obs[i] = v;
    int ok2;
    long old = -7;
#pragma omp atomic compare capture
    { ok2 = tok == 5; if (ok2) { tok = 6; } else { old = tok; } }
    got[i] = ok2 ? 1 : (int)old * 10;
  }
  int nwon = 0, nzero = 0, nfree = 0, nlost = 0, ng = 0, g60 = 0;
  for (int i = 0; i < N; i++) {
    nwon += won[i] == 1;
    nzero += won[i] == 0;
    if (obs[i] == -1) nfree++;
    else if (obs[i] == lock) nlost++;
    if (got[i] == 1) ng++;
    else if (got[i] == 60) g60++;
  }
  int ok = nwon == 1 && nzero == N - 1 && slot >= 1 && slot <= N && won[slot - 1] == 1;
  printf("1: result=%d\n", ok);
  fails += !ok;
  ok = nfree == 1 && nlost == N - 1 && lock >= 1 && lock <= N && obs[lock - 1] == -1;
  printf("2: else=%d\n", ok);
  fails += !ok;
  ok = ng == 1 && g60 == N - 1 && tok == 6;
  printf("3: result_else=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL atomic_compare_result\n");
    return 1;
  }
  printf("PASS atomic_compare_result\n");
  return 0;
}
