/* C expressions whose type C++ reads otherwise, in a target region: the
 * operands of ?: (C promotes char, short and _Bool operands to int; C++
 * keeps one operand type) and of the comma operator (C decays an array on
 * its right), under sizeof and typeof. The region computes on the device
 * what the host computes in C; the results must be equal. */
#include <stdio.h>

#define NR 8

static void host_values(long *r, int c, char c1, char c2, short s1, short s2, _Bool b1, _Bool b2, int *a1, int *a2) {
  int arr[5];
  r[0] = sizeof(c ? c1 : c2);
  r[1] = sizeof(c ? s1 : s2);
  r[2] = sizeof(c ? b1 : b2);
  r[3] = sizeof(c ? a1 : a2);
  r[4] = sizeof(c, arr);
  __typeof__(c ? c1 : c2) t = 300;
  r[5] = t;
  r[6] = sizeof(arr) + sizeof((arr));
  r[7] = sizeof(c ? c1 : 'z') + sizeof(c ? 1.0f : c1);
}

int main(void) {
  long r[NR], want[NR];
  int c = 1;
  char c1 = 'x', c2 = 'y';
  short s1 = 3, s2 = 4;
  _Bool b1 = 1, b2 = 0;
  int a1[5], a2[5];
  int failures = 0;

#pragma omp target map(from: r) map(alloc: a1, a2)
  {
    int arr[5];
    r[0] = sizeof(c ? c1 : c2);
    r[1] = sizeof(c ? s1 : s2);
    r[2] = sizeof(c ? b1 : b2);
    r[3] = sizeof(c ? a1 : a2);
    r[4] = sizeof(c, arr);
    __typeof__(c ? c1 : c2) t = 300;
    r[5] = t;
    r[6] = sizeof(arr) + sizeof((arr));
    r[7] = sizeof(c ? c1 : 'z') + sizeof(c ? 1.0f : c1);
  }
  host_values(want, c, c1, c2, s1, s2, b1, b2, a1, a2);
  for (int i = 0; i < NR; i++) {
    printf("r[%d] = %ld\n", i, r[i]);
    if (r[i] != want[i]) {
      printf("FAIL r[%d]: %ld, want %ld\n", i, r[i], want[i]);
      failures++;
    }
  }
  if (failures)
    return 1;
  printf("PASS cxxtypes\n");
  return 0;
}
