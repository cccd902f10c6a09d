/* Mini-app: a Jacobi solver on a grid struct whose members point to
 * two buffers, mapped by member with enter data, swapped on the device
 * through device pointers, with a residual reduction and an update of a
 * boundary row. */
#include "hunt27_harness.h"
#include <math.h>
#define NX 12
#define NY 10

typedef struct {
  int nx, ny;
  double *u, *unew;
  double h;
} grid_t;

static void grid_init(grid_t *g) {
  g->nx = NX; g->ny = NY; g->h = 1.0 / (NX - 1);
  g->u = calloc(NX * NY, sizeof(double));
  g->unew = calloc(NX * NY, sizeof(double));
  for (int j = 0; j < NY; j++) { g->u[j * NX + NX - 1] = 1; g->unew[j * NX + NX - 1] = 1; }
}

static double sweep(grid_t *g, double *src, double *dst) {
  double res = 0;
  int nx = g->nx, ny = g->ny;
#pragma omp target teams distribute parallel for collapse(2) is_device_ptr(src, dst) reduction(max: res)
  for (int j = 1; j < ny - 1; j++)
    for (int i = 1; i < nx - 1; i++) {
      double v = 0.25 * (src[j * nx + i - 1] + src[j * nx + i + 1] + src[(j - 1) * nx + i] + src[(j + 1) * nx + i]);
      double d = fabs(v - src[j * nx + i]);
      dst[j * nx + i] = v;
      if (d > res) res = d;
    }
  return res;
}

static int test_jacobi(void) {
  int errs = 0;
  grid_t g;
  grid_init(&g);
#pragma omp target enter data map(to: g) map(to: g.u[0:NX*NY], g.unew[0:NX*NY])
  /* clang-19 takes no member in use_device_ptr: local copies. */
  double *du = NULL, *dn = NULL;
  {
    double *pu = g.u, *pn = g.unew;
#pragma omp target data use_device_ptr(pu, pn)
    { du = pu; dn = pn; }
  }
  int it = 0;
  double res = 1;
  while (res > 1e-3 && it < 500) {
    res = sweep(&g, du, dn);
    double *t = du; du = dn; dn = t;
    it++;
  }
  /* After an even count the result is in u, else in unew. */
  double *host_res = (it % 2 == 0) ? g.u : g.unew;
#pragma omp target exit data map(from: g.u[0:NX*NY], g.unew[0:NX*NY]) map(release: g)
  printf("  iterations %d residual %.6f\n", it, res);
  printf("  u[5][5] %.6f u[5][10] %.6f\n", host_res[5 * NX + 5], host_res[5 * NX + 10]);
  H27_CHECK(errs, it > 10 && res <= 1e-3);
  H27_CHECK(errs, host_res[5 * NX + 10] > host_res[5 * NX + 5]);
  free(g.u); free(g.unew);
  H27_DONE(errs);
  return errs;
}

static int test_boundary_update(void) {
  int errs = 0;
  grid_t g;
  grid_init(&g);
  double *u = g.u;
#pragma omp target data map(tofrom: u[0:NX*NY])
  {
    for (int i = 0; i < NX; i++) u[i] = 2;   /* host changes row 0 */
#pragma omp target update to(u[0:NX])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < NX; i++) u[NX + i] = u[i] + u[(NY - 1) * NX + i];
  }
  H27_CHECK(errs, u[NX] == 2.0 && u[2 * NX - 1] == 3.0);
  free(g.u); free(g.unew);
  H27_DONE(errs);
  return errs;
}

int main(void) {
  int errs = 0;
  errs += test_jacobi();
  errs += test_boundary_update();
  printf("%s\n", errs ? "FAIL" : "PASS");
  return 0;
}
