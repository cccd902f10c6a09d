/* goto in the regions of several shapes of target construct: a target
   if, a generic region, a collapsed chunked loop, host teams, a declare
   target function with a parallel loop (called by a team and by a
   nested region), a simd loop, a deferred target task and a task. */
#include <stdio.h>
#include <omp.h>
#pragma omp declare target
int work(int *a, int n) {
  int s = 0;
  #pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++) {
    if (a[i] < 0) goto neg;
    s += a[i];
    continue;
  neg:
    s -= a[i];
  }
  return s;
}
void fill(int *b, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) {
    int v = i;
  redo:
    if (v > 10) { v -= 10; goto redo; }
    b[i] += v;
  }
}
#pragma omp end declare target
int main(void) {
  int a[40], b[40], n = 40, c = 1, s = 0, t = 0;
  for (int i = 0; i < n; i++) a[i] = (i % 7) - 3;
  #pragma omp target if(c) map(tofrom: a, s)
  {
    int k = 0;
  top:
    if (k < 5) { s += a[k]; k++; goto top; }
  }
  #pragma omp target map(tofrom: a, b, t)
  {
    t = 1;
    #pragma omp parallel for
    for (int i = 0; i < n; i++) {
      int v = a[i];
      if (v < 0) goto z;
      b[i] = v * 2;
      continue;
    z:
      b[i] = 0;
    }
    t = 2;
  }
  #pragma omp target teams distribute parallel for collapse(2) schedule(static, 3) map(tofrom: b)
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 8; j++) {
      if ((i + j) % 3) goto l2;
      b[i * 8 + j] += 100;
    l2:;
    }
  #pragma omp target teams num_teams(2) map(tofrom: a)
  {
    int x = 0;
    if (omp_get_team_num() == 0) goto l3;
    x = 1;
  l3:
    #pragma omp atomic
    a[0] += 10 + x;
  }
  #pragma omp target map(tofrom: b)
  fill(b, 40);
  #pragma omp target teams distribute parallel for map(tofrom: b) map(to: a)
  for (int i = 0; i < n; i++) {
    b[i] += work(a, i);
  }
  #pragma omp target parallel for simd map(tofrom: b)
  for (int i = 0; i < n; i++) {
    if (i & 1) goto l4;
    b[i]++;
  l4:;
  }
  #pragma omp target map(tofrom: b) nowait
  {
    int r = 0;
    again: r++; if (r < 3) goto again;
    b[0] += r;
  }
  #pragma omp taskwait
  #pragma omp target map(tofrom: b)
  {
    #pragma omp task shared(b)
    {
      int q = 0;
      loop: if (q < 3) { q++; goto loop; }
      b[1] += q;
    }
    #pragma omp taskwait
  }
  printf("s %d t %d a0 %d\n", s, t, a[0]);
  for (int i = 0; i < n; i++) printf("%d ", b[i]);
  printf("\n");

  /* The same steps on the host, in order. */
  int ha[40], hb[40], hs = 0, ok = 1;
  for (int i = 0; i < n; i++) ha[i] = (i % 7) - 3;
  for (int k = 0; k < 5; k++) hs += ha[k];
  for (int i = 0; i < n; i++) hb[i] = ha[i] < 0 ? 0 : ha[i] * 2;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 8; j++)
      if ((i + j) % 3 == 0) hb[i * 8 + j] += 100;
  ha[0] += 10 + 11;
  for (int i = 0; i < n; i++) hb[i] += i > 10 ? (i - 1) % 10 + 1 : i;
  for (int i = 0; i < n; i++) {
    int w = 0;
    for (int j = 0; j < i; j++) w += ha[j] < 0 ? -ha[j] : ha[j];
    hb[i] += w;
  }
  for (int i = 0; i < n; i += 2) hb[i]++;
  hb[0] += 3;
  hb[1] += 3;
  for (int i = 0; i < n; i++) ok = ok && b[i] == hb[i];
  if (!ok || s != hs || t != 2 || a[0] != ha[0]) {
    printf("FAIL goto_shapes\n");
    return 1;
  }
  printf("PASS goto_shapes\n");
  return 0;
}
