/* Names that CUDA's headers (and the C and C++ libraries' under C++)
 * declare or define as macros, declared by a program that includes
 * neither math.h nor limits.h, in device code: declare target variables
 * (y1, j0), functions (rint, scalb, min), a struct tag (dim3), a typedef
 * (float2), a member, locals, parameters and a label named like macros
 * (M_PI, INFINITY, CHAR_BIT, assert, NAN). Each must be the program's
 * own on the device: rint(h) of a float 2.75 converts its argument to int as C does
 * (CUDA's rint(float) would round it to 3). */
#include <stdio.h>

#pragma omp declare target
double y1 = 2.5;
int j0 = 3;
struct dim3 { int x, y, z; };
typedef struct { float x, y; } float2;
static int rint(int v) { return v * 2; }
float2 scalb(struct dim3 d, float M_PI) {
  float2 r = {d.x * M_PI, (float)(d.y + d.z + j0)};
  return r;
}
int min(int a, int b) { return a > b ? a : b; } /* not CUDA's min */
struct bits { int CHAR_BIT; double INFINITY; };
int count(struct bits *b, int assert) {
  int NAN = 0;
  for (int i = 0; i < assert; i++) {
    if (i == 3) goto EXIT_SUCCESS;
    NAN += b->CHAR_BIT;
  }
EXIT_SUCCESS:
  return NAN + (int)b->INFINITY;
}
#pragma omp end declare target

int main(void) {
  int r[4] = {0, 0, 0, 0};
  double y = 0;
  float f[2] = {0, 0};
  y1 = 4.25;
  j0 = 5;
#pragma omp target update to(y1, j0)
#pragma omp target map(tofrom: r, y, f)
  {
    struct dim3 d = {1, 2, 3};
    float2 s = scalb(d, 1.5f);
    struct bits b = {7, 0.5};
    float h = 2.75f;
    int clock = rint(h); /* a local named like CUDA's clock() */
    f[0] = s.x;
    f[1] = s.y;
    r[0] = clock;
    r[1] = min(clock, j0);
    r[2] = count(&b, 10);
    y = y1 * 2;
    y1 += 1;
    j0 = r[0] + r[1];
  }
#pragma omp target update from(y1, j0)
  int max = 0;
#pragma omp target teams distribute parallel for reduction(max: max) map(to: r)
  for (int i = 0; i < 4; i++)
    if (r[i] + i > max) max = r[i] + i;
  printf("rint=%d min=%d count=%d y=%g f=%g,%g\n", r[0], r[1], r[2], y, f[0], f[1]);
  printf("y1=%g j0=%d max=%d\n", y1, j0, max);
  int ok = r[0] == 4 && r[1] == 5 && r[2] == 21 && y == 8.5 && f[0] == 1.5f && f[1] == 10.0f &&
           y1 == 5.25 && j0 == 9 && max == 23;
  printf("%s cuda_header_names\n", ok ? "PASS" : "FAIL");
  return !ok;
}
