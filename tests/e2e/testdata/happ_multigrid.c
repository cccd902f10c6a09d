/* A recursive multigrid V-cycle for the 1-D Poisson problem -u'' = f:
 * the levels are arrays of pointers (u[l], f[l], r[l]) entered level by
 * level with target enter data of the rows u[l][0:n], the smoother,
 * residual, restriction and prolongation are kernels on local pointers
 * taken from the level tables, and the recursion runs on the host. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define LEVELS 6
#define N0 257 /* points on the finest level, 2^k + 1 */

static double *u[LEVELS], *f[LEVELS], *r[LEVELS];
static int npts[LEVELS];

static void smooth(int l, int sweeps) {
  int n = npts[l];
  double h2 = 1.0 / ((n - 1) * (n - 1)) * 1.0;
  double *ul = u[l], *fl = f[l], *tmp = r[l];
  for (int s = 0; s < sweeps; s++) {
    /* weighted Jacobi through the residual array as scratch */
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) tmp[i] = 0.5 * (ul[i - 1] + ul[i + 1] + h2 * fl[i]);
#pragma omp target teams distribute parallel for
    for (int i = 1; i < n - 1; i++) ul[i] = ul[i] + (2.0 / 3.0) * (tmp[i] - ul[i]);
  }
}

static double residual(int l) {
  int n = npts[l];
  double ih2 = (double)(n - 1) * (n - 1);
  double *ul = u[l], *fl = f[l], *rl = r[l], nrm = 0.0;
#pragma omp target teams distribute parallel for reduction(max: nrm)
  for (int i = 0; i < n; i++) {
    rl[i] = (i == 0 || i == n - 1) ? 0.0 : fl[i] + (ul[i - 1] - 2.0 * ul[i] + ul[i + 1]) * ih2;
    nrm = fmax(nrm, fabs(rl[i]));
  }
  return nrm;
}

static void vcycle(int l) {
  if (l == LEVELS - 1) {
    smooth(l, 50);
    return;
  }
  smooth(l, 3);
  residual(l);
  int nc = npts[l + 1];
  double *rf = r[l], *fc = f[l + 1], *uc = u[l + 1], *uf = u[l];
#pragma omp target teams distribute parallel for
  for (int i = 0; i < nc; i++) {
    fc[i] = (i == 0 || i == nc - 1) ? 0.0 : 0.25 * rf[2 * i - 1] + 0.5 * rf[2 * i] + 0.25 * rf[2 * i + 1];
    uc[i] = 0.0;
  }
  vcycle(l + 1);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < nc - 1; i++) {
    uf[2 * i] += uc[i];
    uf[2 * i + 1] += 0.5 * (uc[i] + uc[i + 1]);
  }
  smooth(l, 3);
}

int main(void) {
  for (int l = 0, n = N0; l < LEVELS; l++, n = (n - 1) / 2 + 1) {
    npts[l] = n;
    u[l] = calloc(n, sizeof(double));
    f[l] = calloc(n, sizeof(double));
    r[l] = calloc(n, sizeof(double));
    if (l == 0)
      for (int i = 0; i < n; i++) f[l][i] = (i > n / 4 && i < n / 2) ? 1.0 : -0.25;
#pragma omp target enter data map(to: u[l][0:n], f[l][0:n]) map(alloc: r[l][0:n])
  }
  double r0 = residual(0), rn = r0;
  int cycles = 0;
  while (rn > 1e-8 * r0 && cycles < 30) {
    vcycle(0);
    rn = residual(0);
    cycles++;
  }
#pragma omp target update from(u[0][0:N0])
  double s = 0;
  for (int i = 0; i < N0; i++) s += u[0][i];
  printf("multigrid: levels=%d cycles=%d converged=%d\n", LEVELS, cycles, rn <= 1e-8 * r0);
  printf("u[64]=%.8f u[128]=%.8f sum=%.6f\n", u[0][64], u[0][128], s);
  for (int l = 0; l < LEVELS; l++) {
#pragma omp target exit data map(delete: u[l][0:npts[l]], f[l][0:npts[l]], r[l][0:npts[l]])
    free(u[l]); free(f[l]); free(r[l]);
  }
  printf("PASS happ_multigrid\n");
  return 0;
}
