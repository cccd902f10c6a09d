/* stencil: explicit time steps of the 2-D heat equation on an NX x NY
 * plate, written the way application code nests its constructs: one
 * `target teams` region per step, a `distribute parallel for` over the
 * rows inside it and a `simd` loop over each row's columns.
 *
 * The grids are two-dimensional arrays that stay on the device for the
 * whole run inside a `target data` region; each step swaps their roles.
 * The plate's edges are held at fixed temperatures. At the end the same
 * steps run sequentially on the host and the two results are compared
 * exactly: every value is computed by the same expression in the same
 * order. */
#include <omp.h>
#include <stdio.h>
#include <string.h>

#define NX 96
#define NY 128
#define STEPS 1000
#define ALPHA 0.2

static double grid[2][NX][NY];
static double check[2][NX][NY];

static void init(double g[NX][NY]) {
  memset(g, 0, sizeof(double) * NX * NY);
  for (int j = 0; j < NY; j++) g[0][j] = 100.0;      /* hot top edge */
  for (int i = 0; i < NX; i++) g[i][NY - 1] = 50.0;  /* warm right edge */
}

/* One step from `in` to `out` on the host. */
static void host_step(double in[NX][NY], double out[NX][NY]) {
  for (int i = 1; i < NX - 1; i++)
    for (int j = 1; j < NY - 1; j++)
      out[i][j] = in[i][j] + ALPHA * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] - 4.0 * in[i][j]);
}

int main(void) {
  init(grid[0]);
  init(grid[1]);
  int on_host = 1;

#pragma omp target data map(tofrom: grid)
  {
#pragma omp target map(from: on_host)
    on_host = omp_is_initial_device();
    for (int s = 0; s < STEPS; s++) {
      int from = s % 2, to = 1 - from;
#pragma omp target teams num_teams(8)
      {
#pragma omp distribute parallel for
        for (int i = 1; i < NX - 1; i++) {
#pragma omp simd
          for (int j = 1; j < NY - 1; j++)
            grid[to][i][j] = grid[from][i][j] +
                             ALPHA * (grid[from][i - 1][j] + grid[from][i + 1][j] + grid[from][i][j - 1] +
                                      grid[from][i][j + 1] - 4.0 * grid[from][i][j]);
        }
      }
    }
  }

  init(check[0]);
  init(check[1]);
  for (int s = 0; s < STEPS; s++) host_step(check[s % 2], check[1 - s % 2]);

  int bad = 0;
  double centre = grid[STEPS % 2][NX / 2][NY / 2];
  for (int i = 0; i < NX; i++)
    for (int j = 0; j < NY; j++)
      if (grid[STEPS % 2][i][j] != check[STEPS % 2][i][j]) bad++;
  printf("stencil: %d steps on a %dx%d plate, centre %.6f, %d cells differ from the host, ran on the %s\n", STEPS,
         NX, NY, centre, bad, on_host ? "host" : "device");
  if (bad != 0 || !(centre > 0.0)) {
    printf("FAIL\n");
    return 1;
  }
  printf("PASS\n");
  return 0;
}
