/* Members of several elements of one array on one directive: a target
 * region, a combined construct, data directives and target update, with
 * constant and run-time subscripts, members that are array sections and
 * whole elements beside members of others, on arrays that are present
 * already (only the members listed with 'always' move) and arrays that
 * are not (the members move, the rest of the elements stays). */
#include <omp.h>
#include <stdio.h>

struct Q {
  int a;
  double x[3];
  int y;
};

struct Q g[6];
static int bad;

static void check(const char *what, double got, double want) {
  if (got != want) {
    printf("FAIL %s: %g, want %g\n", what, got, want);
    bad++;
  }
}

static void fill(struct Q *q, int n) {
  for (int i = 0; i < n; i++) {
    q[i].a = i;
    for (int k = 0; k < 3; k++) q[i].x[k] = 10 * i + k;
    q[i].y = 100 * i;
  }
}

int main(void) {
  struct Q arr[5];
  int i1 = 1, i3 = 3;

  /* Not present: only the members listed move. */
  fill(arr, 5);
#pragma omp target map(tofrom: arr[1].x[0:3], arr[3].y)
  {
    arr[1].x[2] += 1;
    arr[3].y += 1;
  }
  check("1 arr[1].x[2]", arr[1].x[2], 13);
  check("1 arr[3].y", arr[3].y, 301);
  check("1 arr[2].y", arr[2].y, 200);
  /* Run-time subscripts, the higher element first. */
#pragma omp target map(tofrom: arr[i3].a, arr[i1].y)
  {
    arr[i3].a += 2;
    arr[i1].y += 2;
  }
  check("2 arr[3].a", arr[3].a, 5);
  check("2 arr[1].y", arr[1].y, 102);
  /* A whole element beside members of others. */
#pragma omp target map(tofrom: arr[4].x[0:2], arr[2], arr[0].a)
  {
    arr[4].x[1] += 0.5;
    arr[2].y += 1;
    arr[2].x[0] = -1;
    arr[0].a += 9;
  }
  check("3 arr[4].x[1]", arr[4].x[1], 41.5);
  check("3 arr[2].y", arr[2].y, 201);
  check("3 arr[2].x[0]", arr[2].x[0], -1);
  check("3 arr[0].a", arr[0].a, 9);

  /* Through a pointer, with run-time subscripts (clang-19 crashes on
   * it). */
  fill(arr, 5);
  struct Q *q = arr;
  int j4 = 4;
#pragma omp target map(tofrom: q[i1].a, q[j4].y)
  {
    q[i1].a += 5;
    q[j4].y += 7;
  }
  check("p q[1].a", arr[1].a, 6);
  check("p q[4].y", arr[4].y, 407);
  check("p q[1].y", arr[1].y, 100);

  /* Present already: with 'always' the members move, without they do
   * not. */
  fill(arr, 5);
#pragma omp target enter data map(to: arr)
  arr[1].a = 55;
  arr[3].y = 77;
  arr[2].a = 99;
#pragma omp target map(always, to: arr[1].a) map(always, tofrom: arr[i3].y) map(tofrom: arr[2].a)
  {
    arr[1].a += 1;
    arr[3].y += 1;
    arr[2].a += 1000;
  }
  check("4 arr[1].a", arr[1].a, 55);
  check("4 arr[3].y", arr[3].y, 78);
  check("4 arr[2].a", arr[2].a, 99);
  int dev = 0;
#pragma omp target map(from: dev)
  { dev = arr[1].a * 10000 + arr[2].a; }
  check("4 device", dev, 56 * 10000 + 1002);
  /* enter and exit data on members of the present array. */
#pragma omp target enter data map(to: arr[0].y, arr[4].x[1:2])
#pragma omp target
  {
    arr[0].y = -3;
    arr[4].x[2] = -4;
    arr[4].y = -5;
  }
#pragma omp target exit data map(always, from: arr[0].y, arr[4].x[1:2])
  check("5 arr[0].y", arr[0].y, -3);
  check("5 arr[4].x[2]", arr[4].x[2], -4);
  check("5 arr[4].y", arr[4].y, 400);
  /* target update of members of several elements. */
  arr[1].y = -10;
  arr[2].x[1] = -20;
#pragma omp target update to(arr[1].y, arr[2].x[1:1])
#pragma omp target map(from: dev)
  { dev = arr[1].y + (int)arr[2].x[1]; }
  check("6 device", dev, -30);
#pragma omp target
  {
    arr[0].a = 123;
    arr[3].x[0] = 456;
  }
#pragma omp target update from(arr[3].x[0:1], arr[0].a)
  check("6 arr[0].a", arr[0].a, 123);
  check("6 arr[3].x[0]", arr[3].x[0], 456);
  /* target data with 'always' on members of the present array: in at
   * the start, out at the end. */
  arr[1].x[0] = 0.25;
  arr[3].a = 30;
#pragma omp target data map(always, tofrom: arr[1].x[0:1], arr[3].a)
  {
#pragma omp target
    {
      arr[1].x[0] *= 4;
      arr[3].a += 1;
      arr[4].a = 444;
    }
  }
  check("7 arr[1].x[0]", arr[1].x[0], 1);
  check("7 arr[3].a", arr[3].a, 31);
  check("7 arr[4].a", arr[4].a, 4);
#pragma omp target exit data map(delete: arr)

  /* Not present, enter data: the members' elements stay mapped until the
   * exit. */
  fill(arr, 5);
#pragma omp target enter data map(to: arr[0].a, arr[2].x[0:3])
  int present = omp_target_is_present(&arr[0].a, omp_get_default_device()) &&
                omp_target_is_present(&arr[2].x[1], omp_get_default_device());
  check("7 present", present, 1);
#pragma omp target map(tofrom: arr[0].a, arr[2].x[0:3]) map(from: dev)
  {
    arr[0].a += 5;
    arr[2].x[1] += 5;
    dev = 1;
  }
#pragma omp target exit data map(from: arr[0].a, arr[2].x[0:3])
  check("7 arr[0].a", arr[0].a, 5);
  check("7 arr[2].x[1]", arr[2].x[1], 26);

  /* A global array, a combined construct with a reduction. */
  for (int i = 0; i < 6; i++) {
    g[i].a = -i;
    g[i].y = 7 * i;
  }
  int sum = 0;
#pragma omp target teams distribute parallel for reduction(+: sum) map(tofrom: g[5].y, g[1].a)
  for (int k = 0; k < 4; k++) sum += g[5].y + g[1].a + k;
  check("8 sum", sum, 4 * (35 - 1) + 6);
  printf("arr[2].x[1]=%g sum=%d\n", arr[2].x[1], sum);

  if (bad) {
    printf("FAIL manyelems (%d)\n", bad);
    return 1;
  }
  printf("PASS manyelems\n");
  return 0;
}
