/* Members of one struct mapped by nested data constructs are separate
 * storage with their own reference counts (OpenMP 5.2 §5.8.3): the inner
 * construct's member comes back at the inner end, and members of
 * several constructs meet in one kernel that maps the struct
 * implicitly. Checked against the host. */
#include <stdio.h>

#define N 16

typedef struct {
  double v[N];
  int n;
} Inner;

typedef struct {
  double scale;
  Inner in;
  double w[N];
  int tail;
} Outer;

int main(void) {
  Outer o;
  o.scale = 2.0;
  o.in.n = 1;
  o.tail = 7;
  for (int i = 0; i < N; i++) o.in.v[i] = o.w[i] = i;
  int bad = 0;

  /* The inner member is new storage: it comes back at the inner end. */
#pragma omp target data map(tofrom: o.w)
  {
#pragma omp target data map(tofrom: o.in)
    {
#pragma omp target
      o.in.n += 5;
    }
    if (o.in.n != 6) bad++;
  }

  /* Two members of one construct, then another member inside. */
#pragma omp target data map(tofrom: o.in.n, o.scale)
  {
#pragma omp target data map(tofrom: o.tail)
    {
#pragma omp target map(tofrom: o.tail)
      o.tail *= 3;
    }
    if (o.tail != 21) bad++;
#pragma omp target
    o.in.n = o.in.n * 10 + (int)o.scale;
  }
  if (o.in.n != 62) bad++;

  /* A member section and a member array in one kernel. */
#pragma omp target teams distribute parallel for map(tofrom: o.in.v[2:8], o.w)
  for (int i = 2; i < 10; i++) {
    o.in.v[i] *= 2;
    o.w[i] += o.in.v[i];
  }
  for (int i = 0; i < N; i++) {
    double v = (i >= 2 && i < 10) ? 2.0 * i : i;
    double w = (i >= 2 && i < 10) ? i + 2.0 * i : i;
    if (o.in.v[i] != v || o.w[i] != w) bad++;
  }
  printf("membersnested: n %d tail %d v[5] %.1f w[5] %.1f\n", o.in.n, o.tail, o.in.v[5], o.w[5]);
  printf("%s membersnested\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
