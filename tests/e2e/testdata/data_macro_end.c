/* target data blocks closed by a macro (an object-like END_DATA and a
 * function-like END_REGION(tag)), with target update inside and
 * members of nested structs mapped from a struct variable. Checked
 * against the host. */
#include <stdio.h>

#define N 96
#define END_DATA }
#define END_REGION(tag) }

typedef struct {
  double v[N];
  int n;
} Inner;

typedef struct {
  double scale;
  Inner in;
  double w[N];
} Outer;

int main(void) {
  Outer o;
  double ref[N], refw[N];
  o.scale = 1.5;
  o.in.n = N;
  for (int i = 0; i < N; i++) {
    o.in.v[i] = i;
    o.w[i] = 2 * i;
  }

#pragma omp target data map(tofrom: o.in.v[0:N]) map(to: o.scale)
  {
#pragma omp target teams distribute parallel for map(tofrom: o.in.v[0:N])
    for (int i = 0; i < N; i++) o.in.v[i] *= o.scale;
    o.in.v[0] = -100; /* host copy only until the update below */
#pragma omp target update from(o.in.v[0:N / 2])
  END_DATA

#pragma omp target data map(tofrom: o.w)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) o.w[i] += i;
#pragma omp target data map(tofrom: o.in)
    {
#pragma omp target
      o.in.n += 5;
    END_REGION(inner)
  END_REGION(outer)

  int bad = 0;
  for (int i = 0; i < N; i++) {
    ref[i] = i * 1.5;
    refw[i] = 3 * i;
    if (o.in.v[i] != ref[i]) bad++;
    if (o.w[i] != refw[i]) bad++;
  }
  if (o.in.n != N + 5) bad++;
  printf("data_macro_end: v[0] %.1f v[95] %.1f w[95] %.1f n %d\n", o.in.v[0], o.in.v[N - 1], o.w[N - 1], o.in.n);
  printf("%s data_macro_end\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
