/* 3-D 7-point stencil on a VLA grid passed to functions as
 * double (*)[ny][nx], collapse(3) kernels with the boundary handled by a
 * test in the body, target data in the caller with alloc for the scratch
 * grid, and the update of one plane to the host every few steps. */
#include <stdio.h>
#include <stdlib.h>

static void sweep(int nz, int ny, int nx, double (*restrict in)[ny][nx], double (*restrict out)[ny][nx]) {
#pragma omp target teams distribute parallel for collapse(3)
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) {
        if (z == 0 || y == 0 || x == 0 || z == nz - 1 || y == ny - 1 || x == nx - 1) {
          out[z][y][x] = in[z][y][x];
          continue;
        }
        out[z][y][x] = (in[z - 1][y][x] + in[z + 1][y][x] + in[z][y - 1][x] + in[z][y + 1][x] +
                        in[z][y][x - 1] + in[z][y][x + 1]) / 6.0;
      }
}

int main(void) {
  int nz = 14, ny = 18, nx = 22;
  double (*a)[ny][nx] = malloc(sizeof(double) * nz * ny * nx);
  double (*b)[ny][nx] = malloc(sizeof(double) * nz * ny * nx);
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) a[z][y][x] = (z == 0) ? 64.0 : (x == nx - 1 ? 32.0 : 0.0);
  double probe = 0;
#pragma omp target data map(tofrom: a[0:nz][0:ny][0:nx]) map(alloc: b[0:nz][0:ny][0:nx])
  {
    for (int s = 0; s < 40; s++) {
      sweep(nz, ny, nx, a, b);
      sweep(nz, ny, nx, b, a);
      if (s % 10 == 9) {
        int mz = nz / 2;
#pragma omp target update from(a[mz:1][0:ny][0:nx])
        probe += a[mz][ny / 2][nx / 2];
      }
    }
  }
  double tot = 0;
  for (int z = 0; z < nz; z++)
    for (int y = 0; y < ny; y++)
      for (int x = 0; x < nx; x++) tot += a[z][y][x] * (1 + (x + y + z) % 3);
  printf("stencil3d: probe=%.8f total=%.6f a[3][4][5]=%.8f\n", probe, tot, a[3][4][5]);
  free(a); free(b);
  printf("PASS happ_stencil3d\n");
  return 0;
}
