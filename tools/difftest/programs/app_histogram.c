/* Histograms with atomics: a global histogram of hashed keys with
 * atomic update, per-team private histograms in a teams region merged
 * with atomics, and an atomic capture giving each key a slot. */
#include <stdio.h>

#define N 20000
#define B 64

int main(void) {
  static unsigned keys[N];
  static int slot[N];
  int h1[B] = {0}, h2[B] = {0};
  int next = 0;
  for (int i = 0; i < N; i++) keys[i] = (unsigned)i * 2654435761u;
#pragma omp target teams distribute parallel for map(to: keys) map(tofrom: h1)
  for (int i = 0; i < N; i++) {
    unsigned b = (keys[i] >> 7) % B;
#pragma omp atomic
    h1[b] += 1;
  }
#pragma omp target teams num_teams(8) map(to: keys) map(tofrom: h2)
  {
    int local[B];
    for (int b = 0; b < B; b++) local[b] = 0;
#pragma omp distribute
    for (int i = 0; i < N; i++) local[(keys[i] >> 7) % B]++;
    for (int b = 0; b < B; b++) {
      if (local[b]) {
#pragma omp atomic update
        h2[b] += local[b];
      }
    }
  }
#pragma omp target teams distribute parallel for map(to: keys) map(from: slot) map(tofrom: next)
  for (int i = 0; i < N; i++) {
    if ((keys[i] & 0xff) < 16) {
      int s;
#pragma omp atomic capture
      s = next++;
      slot[i] = s;
    } else {
      slot[i] = -1;
    }
  }
  int same = 1, tot = 0, used = 0;
  for (int b = 0; b < B; b++) {
    same &= h1[b] == h2[b];
    tot += h1[b];
  }
  static char seen[N];
  int dup = 0;
  for (int i = 0; i < N; i++)
    if (slot[i] >= 0) {
      used++;
      if (seen[slot[i]]++) dup++;
    }
  printf("histogram: total %d same %d h[3] %d next %d used %d dup %d\n", tot, same, h1[3], next, used, dup);
  return 0;
}
