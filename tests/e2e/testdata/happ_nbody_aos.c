/* N-body step over an array of structs: forces through a declare target
 * function taking struct pointers, a leapfrog update, kinetic and
 * potential energy reductions, and the centre of mass as a reduction
 * over three scalars.  Masses and positions are dyadic so the printed
 * values do not depend on the order of the sums at the printed width. */
#include <math.h>
#include <stdio.h>

#define NP 64

struct particle {
  double x, y, z;
  double vx, vy, vz;
  double m;
  int id;
};

#pragma omp declare target
static inline void accel(const struct particle *pi, const struct particle *pj,
                         double *ax, double *ay, double *az) {
  double dx = pj->x - pi->x, dy = pj->y - pi->y, dz = pj->z - pi->z;
  double r2 = dx * dx + dy * dy + dz * dz + 0.01;
  double inv = 1.0 / (r2 * sqrt(r2));
  *ax += pj->m * dx * inv;
  *ay += pj->m * dy * inv;
  *az += pj->m * dz * inv;
}
#pragma omp end declare target

int main(void) {
  static struct particle p[NP];
  for (int i = 0; i < NP; i++) {
    p[i].x = (i % 4) * 0.5;
    p[i].y = ((i / 4) % 4) * 0.5;
    p[i].z = (i / 16) * 0.5;
    p[i].vx = p[i].vy = p[i].vz = 0.0;
    p[i].m = 1.0 + (i % 3) * 0.25;
    p[i].id = i;
  }
  const double dt = 0.001;
  double ax[NP], ay[NP], az[NP];
#pragma omp target data map(tofrom: p) map(alloc: ax, ay, az)
  {
    for (int s = 0; s < 10; s++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < NP; i++) {
        double fx = 0, fy = 0, fz = 0;
        for (int j = 0; j < NP; j++)
          if (j != i) accel(&p[i], &p[j], &fx, &fy, &fz);
        ax[i] = fx; ay[i] = fy; az[i] = fz;
      }
#pragma omp target teams distribute parallel for
      for (int i = 0; i < NP; i++) {
        struct particle *q = &p[i];
        q->vx += dt * ax[i]; q->vy += dt * ay[i]; q->vz += dt * az[i];
        q->x += dt * q->vx; q->y += dt * q->vy; q->z += dt * q->vz;
      }
    }
    double ke = 0.0, mx = 0.0, my = 0.0, mz = 0.0, mt = 0.0;
    int idsum = 0;
#pragma omp target teams distribute parallel for reduction(+: ke, mx, my, mz, mt, idsum)
    for (int i = 0; i < NP; i++) {
      ke += 0.5 * p[i].m * (p[i].vx * p[i].vx + p[i].vy * p[i].vy + p[i].vz * p[i].vz);
      mx += p[i].m * p[i].x; my += p[i].m * p[i].y; mz += p[i].m * p[i].z;
      mt += p[i].m;
      idsum += p[i].id;
    }
    printf("nbody: ke=%.6f com=(%.6f,%.6f,%.6f) mass=%.3f ids=%d\n", ke, mx / mt, my / mt,
           mz / mt, mt, idsum);
  }
  printf("p[0]=(%.6f,%.6f,%.6f) p[63].v=(%.6f,%.6f,%.6f)\n", p[0].x, p[0].y, p[0].z,
         p[63].vx, p[63].vy, p[63].vz);
  printf("PASS happ_nbody_aos\n");
  return 0;
}
