/* A finite-volume style mesh object with a struct of pointers: its
 * constructor enters the mesh through a named declare mapper, the solver
 * updates cell values with fluxes over faces (face -> two cells, atomic
 * accumulation of fixed-point values), target update through the mapper brings the state back,
 * and the destructor exits it. */
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int ncell, nface;
  int *left, *right;   /* face -> cells */
  int *area;           /* per face */
  long *u, *du;        /* per cell, fixed point */
} mesh_t;

#pragma omp declare mapper(full : mesh_t m) map(m.ncell, m.nface) \
    map(m.left[0:m.nface], m.right[0:m.nface], m.area[0:m.nface]) \
    map(m.u[0:m.ncell], m.du[0:m.ncell])
#pragma omp declare mapper(state : mesh_t m) map(m.u[0:m.ncell])

static mesh_t *mesh_new(int nx, int ny) {
  mesh_t *m = malloc(sizeof *m);
  m->ncell = nx * ny;
  m->nface = (nx - 1) * ny + nx * (ny - 1);
  m->left = malloc(sizeof(int) * m->nface);
  m->right = malloc(sizeof(int) * m->nface);
  m->area = malloc(sizeof(int) * m->nface);
  m->u = malloc(sizeof(long) * m->ncell);
  m->du = malloc(sizeof(long) * m->ncell);
  int f = 0;
  for (int y = 0; y < ny; y++)
    for (int x = 0; x < nx; x++) {
      int c = y * nx + x;
      if (x + 1 < nx) { m->left[f] = c; m->right[f] = c + 1; m->area[f++] = 2; }
      if (y + 1 < ny) { m->left[f] = c; m->right[f] = c + nx; m->area[f++] = 1; }
    }
  for (int c = 0; c < m->ncell; c++) { m->u[c] = (c % 13 == 0) ? 1L << 20 : 0; m->du[c] = 0; }
#pragma omp target enter data map(mapper(full), to: m[0:1])
  return m;
}

static void mesh_step(mesh_t *m, int shift) {
  int nf = m->nface, nc = m->ncell;
  int *L = m->left, *R = m->right;
  int *A = m->area;
  long *u = m->u, *du = m->du;
#pragma omp target teams distribute parallel for
  for (int c = 0; c < nc; c++) du[c] = 0;
#pragma omp target teams distribute parallel for
  for (int f = 0; f < nf; f++) {
    long flux = A[f] * (u[L[f]] - u[R[f]]) / 16;
#pragma omp atomic
    du[L[f]] -= flux;
#pragma omp atomic
    du[R[f]] += flux;
  }
#pragma omp target teams distribute parallel for firstprivate(shift)
  for (int c = 0; c < nc; c++) u[c] += du[c] >> shift;
}

static void mesh_free(mesh_t *m) {
#pragma omp target exit data map(mapper(full), release: m[0:1])
  free(m->left); free(m->right); free(m->area); free(m->u); free(m->du);
  free(m);
}

int main(void) {
  mesh_t *m = mesh_new(30, 20);
  long probe = 0;
  for (int s = 1; s <= 40; s++) {
    mesh_step(m, 1);
    if (s % 10 == 0) {
#pragma omp target update from(mapper(state): m[0:1])
      probe += m->u[m->ncell / 2] + m->u[7];
    }
  }
  long tot = 0, mx = 0;
  for (int c = 0; c < m->ncell; c++) { tot += m->u[c]; if (m->u[c] > mx) mx = m->u[c]; }
  printf("mesh: cells=%d faces=%d total=%ld max=%ld probe=%ld\n", m->ncell, m->nface, tot, mx, probe);
  mesh_free(m);
  printf("PASS happ_mesh_mapper\n");
  return 0;
}
