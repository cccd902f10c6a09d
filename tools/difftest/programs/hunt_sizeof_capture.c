/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): sizeof, _Alignof and array
 * arithmetic on what target regions capture: arrays, variable-length
 * arrays (one and two dimensions), array parameters (pointers in C),
 * pointers to arrays, struct members that are arrays, arrays of structs,
 * firstprivate arrays, and typedef'd arrays. */
#include <stdio.h>

typedef double vec3[3];
struct rec { char tag; int vals[5]; double w; };

static void with_params(int n, int m, int a[10], int (*rows)[4], double g[n][m], vec3 v) {
  long out[8];
#pragma omp target map(from: out) map(to: a[0:10], rows[0:2], g[0:n][0:m], v[0:3])
  {
    out[0] = sizeof(a);
    out[1] = sizeof(*rows);
    out[2] = sizeof(rows[1]) / sizeof(rows[1][0]);
    out[3] = sizeof(g[0]);
    out[4] = sizeof(g[0]) / sizeof(g[0][0]);
    out[5] = sizeof(v);
    out[6] = rows[1][3] + a[9];
    out[7] = (long)(g[n - 1][m - 1] * 2);
  }
  printf("params:");
  for (int i = 0; i < 8; i++) printf(" %ld", out[i]);
  printf("\n");
}

int main(void) {
  int n = 6, m = 3;
  int arr[12];
  double vla[n];
  float grid[n][m];
  struct rec r[3];
  vec3 pt = {1, 2, 3};
  for (int i = 0; i < 12; i++) arr[i] = i;
  for (int i = 0; i < n; i++) { vla[i] = i * 0.5; for (int j = 0; j < m; j++) grid[i][j] = i + j; }
  for (int k = 0; k < 3; k++) { r[k].tag = 'a' + k; for (int j = 0; j < 5; j++) r[k].vals[j] = k * 10 + j; r[k].w = k; }
  long out[14];
#pragma omp target map(from: out) map(to: arr, vla, grid, r, pt)
  {
    out[0] = sizeof(arr);
    out[1] = sizeof(arr) / sizeof(arr[0]);
    out[2] = sizeof(double) * n; /* sizeof of a one-dimensional VLA: refused */
    out[3] = sizeof(grid);
    out[4] = sizeof(grid[0]);
    out[5] = sizeof(r);
    out[6] = sizeof(r[0].vals);
    out[7] = sizeof(pt);
    out[8] = _Alignof(struct rec);
    out[9] = &arr[11] - &arr[2];
    out[10] = (char *)&r[2] - (char *)&r[0];
    out[11] = (long)(grid[n - 1][m - 1] + vla[n - 1] * 2);
    int local[7];
    out[12] = sizeof local + sizeof(long[3]);
    out[13] = r[2].vals[4] + r[1].tag;
  }
  printf("main:");
  for (int i = 0; i < 14; i++) printf(" %ld", out[i]);
  printf("\n");
  long fp[3];
#pragma omp target map(from: fp) firstprivate(arr, pt)
  {
    fp[0] = sizeof(arr);
    fp[1] = sizeof(pt);
    fp[2] = arr[11] + (long)pt[2];
  }
  printf("firstprivate: %ld %ld %ld\n", fp[0], fp[1], fp[2]);
  int rows[2][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
  double g2[2][5];
  for (int i = 0; i < 2; i++) for (int j = 0; j < 5; j++) g2[i][j] = i * 5 + j;
  with_params(2, 5, arr, rows, g2, pt);
  printf("PASS hunt_sizeof_capture\n");
  return 0;
}
