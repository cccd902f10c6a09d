/* Differential program (against clang-19), a particle push in the style
 * of published offload mini-apps: a struct of arrays with nested structs
 * of pointers (pos.x, pos.y, vel.x, vel.y) mapped through declare
 * mappers of the nested types, a cell-binning histogram with atomic
 * updates on the device, a kinetic energy reduction over powers of two,
 * particles reflected at walls, and a second species as an array of
 * structs mapped through its own mapper. */
#include <stdio.h>
#include <stdlib.h>
#define NPART 512
#define NCELL 16

typedef struct { int n; float *x; float *y; } vec2s;
typedef struct { int count; vec2s pos; vec2s vel; int *cell; } species;
typedef struct { float x, y, vx, vy; short kind; unsigned char alive; } particle;
#pragma omp declare mapper(vec2s v) map(v.n) map(v.x[0:v.n], v.y[0:v.n])
#pragma omp declare mapper(species s) map(s.count, s.pos, s.vel) map(s.cell[0:s.count])
#pragma omp declare mapper(aos: particle p) map(p)

static float frac(int i, int m) { return (float)(i % m) / m; }

int main(void) {
  species s;
  s.count = NPART;
  s.pos.n = s.vel.n = NPART;
  s.pos.x = malloc(NPART * sizeof(float)); s.pos.y = malloc(NPART * sizeof(float));
  s.vel.x = malloc(NPART * sizeof(float)); s.vel.y = malloc(NPART * sizeof(float));
  s.cell = malloc(NPART * sizeof(int));
  for (int i = 0; i < NPART; i++) {
    s.pos.x[i] = frac(i * 7, 64); s.pos.y[i] = frac(i * 13, 32);
    s.vel.x[i] = (frac(i, 8) - 0.5f) / 4; s.vel.y[i] = (frac(i * 3, 16) - 0.5f) / 8;
  }
  int hist[NCELL] = {0};
  float ke = 0;
#pragma omp target data map(tofrom: s) map(tofrom: hist)
  {
    for (int step = 0; step < 6; step++) {
#pragma omp target teams distribute parallel for
      for (int i = 0; i < s.count; i++) {
        float nx = s.pos.x[i] + s.vel.x[i], ny = s.pos.y[i] + s.vel.y[i];
        if (nx < 0) { nx = -nx; s.vel.x[i] = -s.vel.x[i]; }
        if (nx >= 1) { nx = 2 - nx; s.vel.x[i] = -s.vel.x[i]; }
        if (ny < 0) { ny = -ny; s.vel.y[i] = -s.vel.y[i]; }
        if (ny >= 1) { ny = 2 - ny; s.vel.y[i] = -s.vel.y[i]; }
        s.pos.x[i] = nx; s.pos.y[i] = ny;
        int cx = (int)(nx * 4), cy = (int)(ny * 4);
        if (cx > 3) cx = 3;
        if (cy > 3) cy = 3;
        s.cell[i] = cy * 4 + cx;
#pragma omp atomic update
        hist[s.cell[i]] += 1;
      }
    }
#pragma omp target teams distribute parallel for reduction(+: ke) map(tofrom: ke)
    for (int i = 0; i < s.count; i++) ke += (s.vel.x[i] * s.vel.x[i] + s.vel.y[i] * s.vel.y[i]) * 64.0f;
  }
  double px = 0, py = 0;
  long ch = 0;
  for (int i = 0; i < NPART; i++) { px += s.pos.x[i] * (i % 5 + 1); py += s.pos.y[i]; ch = ch * 3 + s.cell[i]; ch %= 1000000007; }
  printf("A %.6f %.6f %ld ke %.6f\n", px, py, ch, ke);
  for (int c = 0; c < NCELL; c++) printf("%d%c", hist[c], c == NCELL - 1 ? '\n' : ' ');

  particle ps[64];
  for (int i = 0; i < 64; i++) ps[i] = (particle){frac(i, 9), frac(i, 7), 0.125f, -0.0625f, (short)(i % 3), 1};
  int alive = 0;
#pragma omp target teams distribute parallel for map(mapper(aos), tofrom: ps[0:64]) reduction(+: alive)
  for (int i = 0; i < 64; i++) {
    for (int t = 0; t < 8; t++) {
      ps[i].x += ps[i].vx * (ps[i].kind + 1);
      ps[i].y += ps[i].vy;
    }
    if (ps[i].x > 1.5f || ps[i].y < -0.25f) ps[i].alive = 0;
    alive += ps[i].alive;
  }
  double sx = 0;
  for (int i = 0; i < 64; i++) sx += ps[i].x * ps[i].alive - ps[i].y;
  printf("B %d %.6f\n", alive, sx);
  free(s.pos.x); free(s.pos.y); free(s.vel.x); free(s.vel.y); free(s.cell);
  return 0;
}
