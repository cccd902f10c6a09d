#include <stdio.h>

/* Atomic compare capture whose if statement has an else branch and no
 * braces ('if (x == e) x = d; else v = x;'), as clang-19 accepts it: in
 * a target loop, in a declare target function, in a target region's
 * host fallback and in host code. */
#pragma omp declare target
static int claim(int *slot, int want, int put) {
  int seen = -1;
  #pragma omp atomic compare capture
  if (*slot == want) *slot = put; else seen = *slot;
  return seen;
}
#pragma omp end declare target

int main(void) {
  int owner[8], lost[64], won = 0, r = 0, tail = 7, seen = -1;
  for (int k = 0; k < 8; k++) owner[k] = -1;
  /* Each of 64 iterations tries to claim owner[i % 8]: exactly one per
   * slot wins; the others capture the winner's number. */
  #pragma omp target teams distribute parallel for map(tofrom: owner, lost, won)
  for (int i = 0; i < 64; i++) {
    int v = -1, e = -1;
    #pragma omp atomic compare capture
    if (owner[i % 8] == e) owner[i % 8] = i; else v = owner[i % 8];
    lost[i] = v;
    if (v == -1) {
      #pragma omp atomic
      won++;
    }
  }
  int bad = 0;
  for (int i = 0; i < 64; i++)
    if (lost[i] == -1 ? owner[i % 8] != i : lost[i] != owner[i % 8]) bad++;
  printf("won=%d bad=%d\n", won, bad);

  /* The other spellings, braces on one branch only and 'e == x'. */
  int x = 5, v = -1, rr = 0;
  #pragma omp target map(tofrom: x, v, rr)
  {
    #pragma omp atomic compare capture
    { rr = x == 5; if (rr) x = 6; else v = x; }
    #pragma omp atomic compare capture
    if (5 == x) { x = 1; } else v = x;
    #pragma omp atomic compare capture
    if (x == 6) x = 8; else { v = x; }
  }
  printf("x=%d v=%d rr=%d\n", x, v, rr != 0);

  /* A declare target function on the device, then the host fallback. */
  int a = 3, s1 = 0, s2 = 0;
  #pragma omp target map(tofrom: a, s1, s2)
  { s1 = claim(&a, 3, 4); s2 = claim(&a, 3, 5); }
  printf("a=%d s1=%d s2=%d\n", a, s1, s2);
  #pragma omp target map(tofrom: tail, seen) if(0)
  {
    #pragma omp atomic compare capture
    if (tail == 2) tail = 0; else seen = tail;
  }
  /* Host code. */
  #pragma omp atomic compare capture
  if (r == 0) r = 11; else seen = r;
  #pragma omp atomic compare capture
  if (r == 0) r = 12; else tail = r;
  printf("tail=%d seen=%d r=%d\n", tail, seen, r);
  if (won != 8 || bad || x != 8 || v != 6 || !rr || a != 4 || s1 != -1 || s2 != 4 || tail != 11 || seen != 7 || r != 11) {
    printf("FAIL atomic_compare_else_unbraced\n");
    return 1;
  }
  printf("PASS atomic_compare_else_unbraced\n");
  return 0;
}
