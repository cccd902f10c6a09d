/* Particle push in a structure of arrays: velocity Verlet in a harmonic
 * well with a cell histogram by atomics and kinetic/potential energy
 * reductions each step; positions stay on the device across steps. */
#include <stdio.h>

#define NP 4096
#define NC 32
#define STEPS 20

typedef struct {
  float x[NP], v[NP];
  int cell[NP];
} Particles;

int main(void) {
  static Particles P;
  int hist[NC];
  for (int i = 0; i < NP; i++) {
    P.x[i] = (float)((i * 37) % 1000) / 1000.0f - 0.5f;
    P.v[i] = (float)((i * 11) % 200) / 1000.0f - 0.1f;
  }
  const float dt = 0.01f, k = 4.0f;
  double ek = 0, ep = 0;
#pragma omp target data map(tofrom: P)
  {
    for (int s = 0; s < STEPS; s++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < NP; i++) {
        float a = -k * P.x[i];
        P.v[i] += 0.5f * dt * a;
        P.x[i] += dt * P.v[i];
        a = -k * P.x[i];
        P.v[i] += 0.5f * dt * a;
      }
    }
    for (int c = 0; c < NC; c++) hist[c] = 0;
#pragma omp target teams distribute parallel for map(tofrom: hist) reduction(+: ek, ep)
    for (int i = 0; i < NP; i++) {
      int c = (int)((P.x[i] + 1.0f) * 0.5f * NC);
      if (c < 0) c = 0;
      if (c >= NC) c = NC - 1;
      P.cell[i] = c;
#pragma omp atomic update
      hist[c]++;
      ek += 0.5 * P.v[i] * P.v[i];
      ep += 0.5 * k * P.x[i] * P.x[i];
    }
  }
  int tot = 0, maxc = 0;
  for (int c = 0; c < NC; c++) {
    tot += hist[c];
    if (hist[c] > hist[maxc]) maxc = c;
  }
  printf("particles: total %d max cell %d (%d) E %.6f cell[100] %d x[5] %.6f\n", tot, maxc, hist[maxc], ek + ep, P.cell[100], P.x[5]);
  return 0;
}
