/* atomic compare capture in the form `if (x == e) { x = d; } else { v = x; }`
 * written in braces of its own (clang-19 takes it so): in a target region,
 * its host fallback, a declare target function and host code. */
#include <stdio.h>

#pragma omp declare target
static int claim(int *slot, int want, int give) {
  int seen = -1;
#pragma omp atomic compare capture
  { if (*slot == want) { *slot = give; } else { seen = *slot; } }
  return seen;
}
#pragma omp end declare target

static void run(int dev, int *out) {
  int slot = 3, miss = -1, wins = 0, hits[16];
#pragma omp target teams distribute parallel for if(target: dev) num_teams(2) map(tofrom: slot, miss, wins, hits)
  for (int i = 0; i < 16; i++) {
    int v = -1;
#pragma omp atomic compare capture
    { if (slot == 3) { slot = 100 + i; } else { v = slot; } }
    hits[i] = v;
    if (v == -1) {
#pragma omp atomic
      wins++;
    }
  }
  int agree = 0;
  for (int i = 0; i < 16; i++) agree += hits[i] == -1 || hits[i] == slot;
  int s2 = 7, r1 = 0, r2 = 0;
#pragma omp target map(tofrom: s2, r1, r2) if(dev)
  {
    r1 = claim(&s2, 7, 8);
    r2 = claim(&s2, 7, 9);
  }
  out[0] = wins;
  out[1] = agree;
  out[2] = slot >= 100 && slot < 116;
  out[3] = r1 * 100 + r2 * 10 + s2;
}

int main(void) {
  int dev[4], host[4];
  run(1, dev);
  run(0, host);
  int x = 5, seen = 0;
#pragma omp atomic compare capture
  { if (x == 4) { x = 11; } else { seen = x; } }
  printf("device wins %d agree %d slot %d claim %d\n", dev[0], dev[1], dev[2], dev[3]);
  printf("fallback wins %d agree %d slot %d claim %d\n", host[0], host[1], host[2], host[3]);
  printf("host x %d seen %d\n", x, seen);
  int ok = dev[0] == 1 && dev[1] == 16 && dev[2] && dev[3] == -12 && x == 5 && seen == 5;
  for (int i = 0; i < 4; i++) ok = ok && dev[i] == host[i];
  printf("%s hcl_compare_braces\n", ok ? "PASS" : "FAIL");
  return 0;
}
