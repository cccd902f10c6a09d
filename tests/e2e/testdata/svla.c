/* Variable-length arrays whose elements are structs: mapped whole and by
 * sections, one- and multi-dimensional, firstprivate and private, and
 * passed to declare target functions. */
#include <stdio.h>

struct P {
  double x;
  int k[3];
};

static int fails;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: got %g want %g\n", what, got, want);
    fails++;
  }
}

#pragma omp declare target
static double psum(int m, struct P r[m]) {
  double s = 0;
  for (int j = 0; j < m; j++)
    s += r[j].x + r[j].k[2];
  return s;
}
static void pscale(int n, int m, struct P a[n][m], double f) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j].x *= f;
}
#pragma omp end declare target

static void one_dim(int n) {
  struct P v[n];
  for (int i = 0; i < n; i++) {
    v[i].x = i;
    v[i].k[0] = i;
    v[i].k[1] = 2 * i;
    v[i].k[2] = 3 * i;
  }
#pragma omp target teams distribute parallel for map(tofrom: v)
  for (int i = 0; i < n; i++) {
    v[i].x += v[i].k[1];
    v[i].k[0] = -i;
  }
  for (int i = 0; i < n; i++) {
    check("1-D whole x", v[i].x, 3 * i);
    check("1-D whole k0", v[i].k[0], -i);
  }
  /* A section: only its elements come back. */
#pragma omp target teams distribute parallel for map(tofrom: v[2:n - 4])
  for (int i = 2; i < n - 2; i++)
    v[i].x = 100 + i;
  for (int i = 0; i < n; i++)
    check("1-D section", v[i].x, i >= 2 && i < n - 2 ? 100 + i : 3 * i);
  /* Implicitly mapped; a declare target function takes the array. */
  double s = 0;
#pragma omp target map(tofrom: s)
  s = psum(n, v);
  double want = 0;
  for (int i = 0; i < n; i++)
    want += v[i].x + v[i].k[2];
  check("1-D function", s, want);
  /* firstprivate: each thread's copy starts as the host's. */
  double out[64];
#pragma omp target teams distribute parallel for firstprivate(v) map(from: out[0:n])
  for (int i = 0; i < n; i++) {
    v[i].x += 0.5;
    out[i] = v[i].x + v[i].k[2] + (double)(sizeof(v[0]) == sizeof(struct P));
  }
  for (int i = 0; i < n; i++)
    check("1-D firstprivate", out[i], v[i].x + 0.5 + 3 * i + 1);
  check("1-D firstprivate host", v[0].x, 0);
}

static void two_dim(int n, int m) {
  struct P a[n][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      a[i][j].x = i * m + j;
      a[i][j].k[0] = a[i][j].k[1] = a[i][j].k[2] = j;
    }
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      a[i][j].x += a[i][j].k[2];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      check("2-D whole", a[i][j].x, i * m + 2 * j);
  /* Rows 1..2 only. */
#pragma omp target map(tofrom: a[1:2][0:m])
  {
    for (int i = 1; i < 3; i++)
      for (int j = 0; j < m; j++)
        a[i][j].k[1] = -1;
    pscale(2, m, &a[1], 2.0);
  }
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      check("2-D section k1", a[i][j].k[1], i >= 1 && i < 3 ? -1 : j);
      check("2-D section x", a[i][j].x, (i * m + 2 * j) * (i >= 1 && i < 3 ? 2 : 1));
    }
  /* firstprivate and private copies of the whole array. */
  double out[64];
#pragma omp target teams distribute parallel for firstprivate(a) map(from: out[0:n])
  for (int i = 0; i < n; i++) {
    double s = 0;
    for (int j = 0; j < m; j++) {
      a[i][j].x += 1;
      s += a[i][j].x + a[i][j].k[0];
    }
    out[i] = s + (double)(sizeof(a[0]) / sizeof(struct P));
  }
  for (int i = 0; i < n; i++) {
    double want = m;
    for (int j = 0; j < m; j++)
      want += a[i][j].x + 1 + j;
    check("2-D firstprivate", out[i], want);
  }
#pragma omp target teams distribute parallel for private(a) map(from: out[0:n])
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < m; j++)
      a[i][j].x = j;
    out[i] = psum(m, a[i]) - psum(m, a[i]);
    out[i] += a[i][m - 1].x;
  }
  for (int i = 0; i < n; i++)
    check("2-D private", out[i], m - 1);
  check("2-D private host", a[0][1].x, 2);
}

int main(void) {
  one_dim(13);
  two_dim(5, 4);
  if (fails)
    return 1;
  printf("PASS svla\n");
  return 0;
}
