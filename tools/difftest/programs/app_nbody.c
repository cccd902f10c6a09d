/* All-pairs gravity with a declare target force function, positions and
 * masses in an array of structs, leapfrog steps with the bodies resident
 * on the device, and an energy reduction at the end. */
#include <math.h>
#include <stdio.h>

#define NB 256
#define STEPS 5

typedef struct { double x, y, z, m; } Body;

#pragma omp declare target
static void accel(const Body *b, int i, int n, double *ax, double *ay, double *az) {
  double sx = 0, sy = 0, sz = 0;
  for (int j = 0; j < n; j++) {
    if (j == i) continue;
    double dx = b[j].x - b[i].x, dy = b[j].y - b[i].y, dz = b[j].z - b[i].z;
    double r2 = dx * dx + dy * dy + dz * dz + 1e-3;
    double inv = b[j].m / (r2 * sqrt(r2));
    sx += dx * inv;
    sy += dy * inv;
    sz += dz * inv;
  }
  *ax = sx;
  *ay = sy;
  *az = sz;
}
#pragma omp end declare target

int main(void) {
  static Body b[NB];
  static double vx[NB], vy[NB], vz[NB];
  for (int i = 0; i < NB; i++) {
    b[i].x = cos(i * 0.1) * (1 + i % 5);
    b[i].y = sin(i * 0.1) * (1 + i % 3);
    b[i].z = 0.01 * (i % 11);
    b[i].m = 1.0 / NB;
    vx[i] = vy[i] = vz[i] = 0;
  }
  const double dt = 0.01;
  double ke = 0;
#pragma omp target data map(tofrom: b, vx, vy, vz)
  {
    for (int s = 0; s < STEPS; s++) {
#pragma omp target teams distribute parallel for firstprivate(dt)
      for (int i = 0; i < NB; i++) {
        double ax, ay, az;
        accel(b, i, NB, &ax, &ay, &az);
        vx[i] += dt * ax;
        vy[i] += dt * ay;
        vz[i] += dt * az;
      }
#pragma omp target teams distribute parallel for
      for (int i = 0; i < NB; i++) {
        b[i].x += dt * vx[i];
        b[i].y += dt * vy[i];
        b[i].z += dt * vz[i];
      }
    }
#pragma omp target teams distribute parallel for reduction(+: ke)
    for (int i = 0; i < NB; i++) ke += 0.5 * b[i].m * (vx[i] * vx[i] + vy[i] * vy[i] + vz[i] * vz[i]);
  }
  printf("nbody: ke %.12f x0 %.9f y100 %.9f\n", ke, b[0].x, b[100].y);
  return 0;
}
