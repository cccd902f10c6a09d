/* Arrays in lastprivate whose elements are pointers or structs, and
 * arrays in both firstprivate and lastprivate. Every iteration assigns
 * every element it checks, so the values do not depend on how the
 * iterations are shared out: pointers copied out as they are (host
 * addresses carried in a firstprivate pointer, and the distance between
 * two device addresses), struct elements, and firstprivate arrays whose
 * every thread starts from the original values and whose last iteration
 * alone changes them. A loop of no iterations leaves every array as it
 * was; one iteration is run by thread 0, more by other threads and
 * teams. On the device and in the host fallback (if(target: 0)). */
#include <stdio.h>

struct pt {
  int x;
  double y;
  const char *tag;
};

static int hostarr[64];
static int devarr[64];
static const char tags[] = "abcdefghijklmnopqrstuvwxyz0123456789";

static int run(int n, int dev) {
  int ok = 1;
  int *base = hostarr;
  int *p[3] = {0, 0, 0};
  long dist = -1;
  struct pt s[2] = {{-1, -1.0, tags}, {-1, -1.0, tags}};
  const char *tp = tags;
  int f[3] = {7, 8, 9};
  int g[2][2] = {{1, 2}, {3, 4}};
  int sum = 0;
  printf("n=%d dev=%d\n", n, dev);

#pragma omp target parallel for lastprivate(p) map(tofrom: p) firstprivate(base) num_threads(4) if(target: dev)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 3; k++) p[k] = base + i + k;
  printf("pointers: %ld %ld %ld\n", p[0] ? (long)(p[0] - hostarr) : -1L,
         p[1] ? (long)(p[1] - hostarr) : -1L, p[2] ? (long)(p[2] - hostarr) : -1L);
  ok &= n > 0 ? p[0] == hostarr + n - 1 && p[2] == hostarr + n + 1 : p[0] == 0 && p[2] == 0;

  int *q[2] = {0, 0};
#pragma omp target map(to: devarr) map(tofrom: q, dist) if(dev)
  {
#pragma omp parallel for lastprivate(q) num_threads(3)
    for (int i = 0; i < n; i++) {
      q[0] = &devarr[i];
      q[1] = &devarr[2 * i];
    }
    dist = q[0] ? (long)(q[1] - q[0]) : -1L;
  }
  printf("device pointers %s, distance %ld\n", q[0] ? "copied out" : "none", dist);
  ok &= dist == (n > 0 ? n - 1 : -1);

#pragma omp target teams distribute parallel for lastprivate(s) map(tofrom: s) firstprivate(tp) num_teams(3) num_threads(2) if(target: dev)
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < 2; k++) {
      s[k].x = i * 10 + k;
      s[k].y = i * 0.5 + k;
      s[k].tag = tp + (i + k) % 30;
    }
  }
  printf("structs: {%d %g %c} {%d %g %c}\n", s[0].x, s[0].y, *s[0].tag, s[1].x, s[1].y, *s[1].tag);
  ok &= n > 0 ? s[1].x == (n - 1) * 10 + 1 : s[1].x == -1;

#pragma omp target parallel for firstprivate(f) lastprivate(f) map(tofrom: f) reduction(+: sum) num_threads(4) if(target: dev)
  for (int i = 0; i < n; i++) {
    sum += f[0] + f[1] + f[2];
    if (i == n - 1) f[2] = f[0] * 100 + f[1] * 10 + i;
  }
  printf("firstprivate and lastprivate: %d %d %d, sum %d\n", f[0], f[1], f[2], sum);
  ok &= sum == 24 * n && f[0] == 7 && f[1] == 8 && f[2] == (n > 0 ? 780 + n - 1 : 9);

#pragma omp target map(tofrom: g) if(dev)
#pragma omp parallel for firstprivate(g) lastprivate(g) num_threads(5)
  for (int i = 0; i < n; i++) {
    if (i == n - 1) {
      g[0][0] += g[1][1] * 10;
      g[1][0] = i;
    }
  }
  printf("two-dimensional: %d %d %d %d\n", g[0][0], g[0][1], g[1][0], g[1][1]);
  ok &= g[0][0] == (n > 0 ? 41 : 1) && g[0][1] == 2 && g[1][0] == (n > 0 ? n - 1 : 3) && g[1][1] == 4;

  int h[3] = {1, 2, 3}, seq = 0;
  struct pt r[2] = {{-1, -1.0, tags}, {-1, -1.0, tags}};
#pragma omp target map(tofrom: h, seq, r) firstprivate(tp) if(dev)
  {
    seq++;
#pragma omp parallel for firstprivate(h) lastprivate(h, r) num_threads(4)
    for (int i = 0; i < n; i++) {
      if (i == n - 1) h[2] += h[0] * 100 + i;
      r[0].x = i;
      r[1].x = i + h[1];
      r[0].y = r[1].y = 0.25 * i;
      r[0].tag = r[1].tag = tp + i;
    }
    seq += h[2];
  }
  printf("beside code: %d %d %d, %d; {%d %g %c} {%d %g %c}\n", h[0], h[1], h[2], seq,
         r[0].x, r[0].y, *r[0].tag, r[1].x, r[1].y, *r[1].tag);
  ok &= h[2] == (n > 0 ? 103 + n - 1 : 3) && seq == 1 + h[2];
#pragma omp target parallel map(tofrom: h) num_threads(3) if(target: dev)
  {
#pragma omp for firstprivate(h) lastprivate(h)
    for (int i = 0; i < n; i++)
      if (i == n - 1) h[1] += h[0] * 100 + i;
  }
  printf("for of target parallel: %d %d %d\n", h[0], h[1], h[2]);
  ok &= h[1] == (n > 0 ? 102 + n - 1 : 2);
  return ok;
}

int main(void) {
  int fails = 0;
  int sizes[3] = {0, 1, 23};
  for (int j = 0; j < 3; j++) {
    fails += !run(sizes[j], 1);
    fails += !run(sizes[j], 0);
  }
  if (fails) {
    printf("FAIL lastprivate_array_elems\n");
    return 1;
  }
  printf("PASS lastprivate_array_elems\n");
  return 0;
}
