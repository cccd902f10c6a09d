/* Differential program (against clang-19): C statements and expressions
 * that offload examples meet inside target regions: switch with
 * fallthrough and default, do-while, comma and conditional operators,
 * struct compound literals and designated initializers, sizeof of a
 * local array, static const tables,
 * string literals and char arrays, memcpy/memset/strlen, builtins
 * (__builtin_popcount, __builtin_clz, __builtin_expect), unsigned
 * wrap-around and shifts, and abs/labs from stdlib. (goto, a VLA declared
 * in the region and an array compound literal used as a pointer are
 * refused in target regions.) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 64

typedef struct { int k; double w; char tag[8]; } item;

int main(void) {
  int cls[N], first = -1, steps = 0, vsz = 0;
  unsigned hash = 0;
  char msg[32];
  item made[4];
  int n = 12;
#pragma omp target map(from: cls, msg, made, vsz) map(tofrom: first, steps, hash) firstprivate(n)
  {
    for (int i = 0; i < N; i++) {
      int c = 0;
      switch (i % 7) {
      case 0: c += 100; /* fallthrough */
      case 1: c += 10; break;
      case 2: case 3: c = -1; break;
      default: c = i % 7;
      }
      cls[i] = c;
    }
    for (int i = 0; i < 8; i++)
      for (int j = 0; j < 8; j++)
        if (first < 0 && i * j == 21) first = i * 10 + j;
    do { steps++; } while (steps * steps < 50);
    int vla[16];
    vsz = (int)sizeof vla;
    for (int i = 0; i < n; i++) vla[i] = (hash++, i * 3);
    static const int tbl[5] = {3, 1, 4, 1, 5};
    for (int i = 0; i < n; i++) hash = hash * 2654435761u + (unsigned)vla[i] + tbl[i % 5];
    hash ^= hash >> 13;
    hash += __builtin_popcount(hash) + (__builtin_clz(hash | 1) << 8);
    const char *s = "offload";
    memset(msg, 0, sizeof msg);
    memcpy(msg, s, strlen(s));
    msg[strlen(s)] = '-';
    msg[strlen(s) + 1] = (char)('0' + (int)strlen(s));
    for (int k = 0; k < 4; k++) {
      made[k] = (item){.w = k * 0.5, .k = k * k, .tag = {'t', (char)('a' + k)}};
      if (__builtin_expect(k == 3, 0)) made[k].tag[2] = '!';
    }
    int p[] = {7, 8, 9};
    made[0].k += p[2] - abs(-4) + (int)labs(-10L);
  }
  long h = 0;
  for (int i = 0; i < N; i++) h = (h * 7 + cls[i]) % 1000000007;
  printf("A %ld %d %d %u %s %d\n", h, first, steps, hash, msg, vsz);
  for (int k = 0; k < 4; k++) printf("%d %.1f %s|", made[k].k, made[k].w, made[k].tag);
  printf("\n");

  /* unsigned arithmetic and shifts in a parallel loop */
  unsigned u[N];
  unsigned long long acc = 0;
#pragma omp target teams distribute parallel for map(from: u) reduction(^: acc)
  for (int i = 0; i < N; i++) {
    unsigned x = 0xffffffffu - (unsigned)i * 123456789u;
    x = (x << (i % 31)) | (x >> (32 - i % 31 - 1));
    u[i] = x;
    acc ^= (unsigned long long)x << (i % 17);
  }
  unsigned uh = 0;
  for (int i = 0; i < N; i++) uh = uh * 31 + u[i];
  printf("B %u %llu\n", uh, acc);
  return 0;
}
