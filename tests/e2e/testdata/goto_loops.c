/* goto in loop bodies of several lowerings: an orphaned dynamic loop of
   a declare target function, parallel loops with a false if clause,
   a taskloop, a simd loop and an ordered region. Checked against the
   same loops on the host. */
#include <stdio.h>
#include <omp.h>
#pragma omp declare target
void dyn(int *b, int n) {
  #pragma omp for schedule(dynamic, 2)
  for (int i = 0; i < n; i++) {
    if (i % 3 == 0) goto skip;
    b[i] += 7;
  skip:
    b[i] += 1;
  }
}
#pragma omp end declare target
int main(void) {
  int b[30], n = 30, c = 0, s = 0;
  for (int i = 0; i < n; i++) b[i] = i;
  #pragma omp target parallel map(tofrom: b)
  dyn(b, n);
  #pragma omp target parallel for if(c) map(tofrom: b)
  for (int i = 0; i < n; i++) {
    if (i & 1) goto odd;
    b[i] *= 2;
  odd:;
  }
  #pragma omp target teams distribute parallel for if(c) map(tofrom: b) num_teams(2)
  for (int i = 0; i < n; i++) {
    if (i & 2) goto two;
    b[i] += 3;
  two:;
  }
  #pragma omp target map(tofrom: b, s)
  {
    #pragma omp taskloop reduction(+: s) grainsize(4)
    for (int i = 0; i < n; i++) {
      if (b[i] % 5 == 0) goto five;
      s += b[i];
    five:;
    }
  }
  #pragma omp target map(tofrom: b)
  {
    #pragma omp simd
    for (int i = 0; i < n; i++) {
      if (i < 4) goto low;
      b[i] -= 1;
    low:;
    }
  }
  #pragma omp target parallel for ordered map(tofrom: b, s)
  for (int i = 0; i < n; i++) {
    int v = b[i];
    #pragma omp ordered
    {
      if (v & 1) goto o;
      s = s * 3 + v;
      s %= 100003;
    o:;
    }
  }
  printf("s %d\n", s);
  for (int i = 0; i < n; i++) printf("%d ", b[i]);
  printf("\n");

  int hb[30], hs = 0, ok = 1;
  for (int i = 0; i < n; i++) {
    hb[i] = i + (i % 3 ? 7 : 0) + 1;
    if (!(i & 1)) hb[i] *= 2;
    if (!(i & 2)) hb[i] += 3;
  }
  for (int i = 0; i < n; i++)
    if (hb[i] % 5) hs += hb[i];
  for (int i = 4; i < n; i++) hb[i] -= 1;
  for (int i = 0; i < n; i++)
    if (!(hb[i] & 1)) hs = (hs * 3 + hb[i]) % 100003;
  for (int i = 0; i < n; i++) ok = ok && b[i] == hb[i];
  if (!ok || s != hs) {
    printf("FAIL goto_loops\n");
    return 1;
  }
  printf("PASS goto_loops\n");
  return 0;
}
