/* Differential program (against clang-19): an n-body step as published
 * offload examples write it: bodies as an array of structs mapped
 * tofrom, accelerations computed per body (the inner loop in a fixed
 * order, so results do not depend on the schedule), a leapfrog update in
 * a second kernel, energy by reductions of a struct through declare
 * reduction, a min-location reduction through a struct (closest pair),
 * and a softening constant from a declare target global. */
#include "hunt26_harness.h"
#include <math.h>
#define NB 96

typedef struct { double x, y, z, vx, vy, vz, m; } body_t;
typedef struct { double kin, pot; } energy_t;
typedef struct { double d; int i, j; } pair_t;

#pragma omp declare reduction(esum: energy_t: omp_out.kin += omp_in.kin, omp_out.pot += omp_in.pot) \
    initializer(omp_priv = (energy_t){0.0, 0.0})
#pragma omp declare reduction(closest: pair_t: \
    omp_out = (omp_in.d < omp_out.d || (omp_in.d == omp_out.d && omp_in.i < omp_out.i)) ? omp_in : omp_out) \
    initializer(omp_priv = (pair_t){1e300, -1, -1})

#pragma omp declare target
double soft2 = 1.0 / 64;
#pragma omp end declare target

int main(void) {
  printf("offloading %d\n", h26_offloading());
  static body_t b[NB];
  for (int i = 0; i < NB; i++) {
    b[i].x = (i % 7) - 3; b[i].y = (i % 5) * 0.5; b[i].z = (i % 3) * 0.25 - (i / 48);
    b[i].vx = b[i].vy = b[i].vz = 0;
    b[i].m = 1 + (i % 4) * 0.5;
  }
  static double ax[NB], ay[NB], az[NB];
  const double dt = 1.0 / 128;
  for (int step = 0; step < 3; step++) {
#pragma omp target teams distribute parallel for map(to: b) map(from: ax, ay, az)
    for (int i = 0; i < NB; i++) {
      double fx = 0, fy = 0, fz = 0;
      for (int j = 0; j < NB; j++) {
        double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
        double r2 = dx * dx + dy * dy + dz * dz + soft2;
        double inv = 1.0 / sqrt(r2);
        double s = b[j].m * inv * inv * inv;
        fx += dx * s; fy += dy * s; fz += dz * s;
      }
      ax[i] = fx; ay[i] = fy; az[i] = fz;
    }
#pragma omp target teams distribute parallel for map(tofrom: b) map(to: ax, ay, az) firstprivate(dt)
    for (int i = 0; i < NB; i++) {
      b[i].vx += ax[i] * dt; b[i].vy += ay[i] * dt; b[i].vz += az[i] * dt;
      b[i].x += b[i].vx * dt; b[i].y += b[i].vy * dt; b[i].z += b[i].vz * dt;
    }
  }
  printf("pos %.9f %.9f %.9f vel %.9f\n", b[0].x, b[17].y, b[95].z, b[50].vx);

  energy_t e = {0, 0};
  pair_t best = {1e300, -1, -1};
#pragma omp target teams distribute parallel for map(to: b) reduction(esum: e) reduction(closest: best)
  for (int i = 0; i < NB; i++) {
    e.kin += 0.5 * b[i].m * (b[i].vx * b[i].vx + b[i].vy * b[i].vy + b[i].vz * b[i].vz);
    for (int j = i + 1; j < NB; j++) {
      double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
      double r2 = dx * dx + dy * dy + dz * dz;
      e.pot -= b[i].m * b[j].m / sqrt(r2 + soft2);
      if (r2 < best.d) { best.d = r2; best.i = i; best.j = j; }
    }
  }
  printf("energy %.6f %.6f closest %d %d %.9f\n", e.kin, e.pot, best.i, best.j, best.d);
  return 0;
}
