/* 2-D heat equation split into two subdomains (top and bottom halves),
 * each with its own malloc'd grid of rows double (*)[NX] plus one ghost
 * row.  The grids stay resident in one target data region; every step
 * the boundary rows go to the host and the ghost rows come back with
 * target update of row sections, the grids are swapped by pointer, and
 * a max reduction measures the change for the convergence test. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 48
#define NYH 20 /* interior rows of each half */
#define ROWS (NYH + 2)

typedef double row_t[NX];

static double step(row_t *restrict dst, row_t *restrict src, double k) {
  double diff = 0.0;
#pragma omp target teams distribute parallel for collapse(2) reduction(max: diff) \
    map(present, to: src[0:ROWS][0:NX]) map(present, tofrom: dst[0:ROWS])
  for (int j = 1; j < ROWS - 1; j++)
    for (int i = 1; i < NX - 1; i++) {
      double v = src[j][i] + k * (src[j - 1][i] + src[j + 1][i] + src[j][i - 1] +
                                  src[j][i + 1] - 4.0 * src[j][i]);
      dst[j][i] = v;
      diff = fmax(diff, fabs(v - src[j][i]));
    }
  return diff;
}

int main(void) {
  row_t *a0 = malloc(sizeof(row_t) * ROWS), *a1 = malloc(sizeof(row_t) * ROWS);
  row_t *b0 = malloc(sizeof(row_t) * ROWS), *b1 = malloc(sizeof(row_t) * ROWS);
  for (int j = 0; j < ROWS; j++)
    for (int i = 0; i < NX; i++) {
      double hot = (j == 0) ? 100.0 : 0.0; /* top edge of the top half */
      double side = (i == 0 || i == NX - 1) ? 25.0 : 0.0;
      a0[j][i] = a1[j][i] = hot + side;
      b0[j][i] = b1[j][i] = side;
    }
  int it = 0;
  double diff = 1.0, track = 0.0;
#pragma omp target data map(to: a0[0:ROWS][0:NX], a1[0:ROWS], b0[0:ROWS], b1[0:ROWS])
  {
    row_t *ua = a0, *va = a1, *ub = b0, *vb = b1;
    while (diff > 1e-3 && it < 300) {
      double da = step(va, ua, 0.2);
      double db = step(vb, ub, 0.2);
      diff = da > db ? da : db;
      /* exchange: last interior row of a -> ghost row 0 of b, and back */
#pragma omp target update from(va[NYH:1][0:NX], vb[1:1])
      for (int i = 1; i < NX - 1; i++) {
        vb[0][i] = va[NYH][i];
        va[NYH + 1][i] = vb[1][i];
      }
#pragma omp target update to(vb[0:1][0:NX], va[NYH + 1:1])
      row_t *t = ua; ua = va; va = t;
      t = ub; ub = vb; vb = t;
      it++;
      if (it % 50 == 0) {
#pragma omp target update from(ub[NYH / 2][0:NX])
        track += ub[NYH / 2][NX / 2];
      }
    }
#pragma omp target update from(ua[0:ROWS], ub[0:ROWS][0:NX])
    if (ua != a0) { /* the result lives in the other buffers */
      for (int j = 0; j < ROWS; j++)
        for (int i = 0; i < NX; i++) { a0[j][i] = ua[j][i]; b0[j][i] = ub[j][i]; }
    }
  }
  double sa = 0, sb = 0;
  for (int j = 1; j <= NYH; j++)
    for (int i = 0; i < NX; i++) { sa += a0[j][i]; sb += b0[j][i]; }
  printf("heat_halo: it=%d diff=%.6f track=%.6f\n", it, diff, track);
  printf("sum top=%.6f bottom=%.6f mid=%.6f/%.6f\n", sa, sb, a0[NYH][NX / 2], b0[1][NX / 2]);
  free(a0); free(a1); free(b0); free(b1);
  printf("PASS happ_heat_halo\n");
  return 0;
}
