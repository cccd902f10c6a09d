/* target data, enter/exit data and update on 1-D and multi-dimensional
 * contiguous sections, with use_device_ptr. Every check fails if the
 * mapping is wrong: data that must stay on the device is looked at on the
 * host before it may come back. */
#include <stdio.h>
#include <stdlib.h>

#define N 64
#define R 6
#define C 8

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  /* 1. Data persists across two kernels inside target data; the host copy
   * is untouched until the end of the block. */
  int a[N];
  for (int i = 0; i < N; i++) a[i] = i;
#pragma omp target data map(tofrom: a)
  {
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) a[i] = a[i] * 2;
    expect("host_a5_inside", a[5], 5); /* not copied back yet */
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) a[i] = a[i] + 1;
    expect("host_a5_still_inside", a[5], 5);
  }
  expect("a5_after", a[5], 11);
  expect("a63_after", a[63], 127);

  /* 2. map(to:) on target data: nothing comes back at the end. */
  int b[N];
  for (int i = 0; i < N; i++) b[i] = 7;
  int bsum = 0;
#pragma omp target data map(to: b)
  {
#pragma omp target map(from: bsum)
    {
      bsum = 0;
      for (int i = 0; i < N; i++) {
        bsum += b[i];
        b[i] = -1;
      }
    }
  }
  expect("bsum", bsum, 7 * N);
  expect("b0_not_back", b[0], 7);

  /* 3. target update inside target data: from brings the device values
   * back early, to pushes new host values. */
  int c[N];
  for (int i = 0; i < N; i++) c[i] = 1;
#pragma omp target data map(alloc: c)
  {
#pragma omp target update to(c)
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) c[i] += 10;
    expect("c0_before_update", c[0], 1);
#pragma omp target update from(c[0:4])
    expect("c0_after_update", c[0], 11);
    expect("c4_not_updated", c[4], 1);
    for (int i = 0; i < N; i++) c[i] = 100;
#pragma omp target update to(c[10:5])
#pragma omp target teams distribute parallel for
    for (int i = 0; i < N; i++) c[i] += 1;
#pragma omp target update from(c)
  }
  expect("c0_final", c[0], 12);
  expect("c10_final", c[10], 101);
  expect("c15_final", c[15], 12);

  /* 4. enter/exit data with reference counts: two enters need two exits
   * before from copies back; release keeps the data alive; delete
   * forces it away (and nothing comes back). */
  double *d = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) d[i] = 1.0;
#pragma omp target enter data map(to: d[0:N])
#pragma omp target enter data map(to: d[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) d[i] += 1.0;
#pragma omp target exit data map(from: d[0:N])
  expect("d_after_first_exit", (long)d[3], 1); /* count 2 -> 1: no copy */
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) d[i] *= 3.0;
#pragma omp target exit data map(from: d[0:N])
  expect("d_after_second_exit", (long)d[3], 6);
  /* The mapping is gone: a new enter copies the new host values. */
  for (int i = 0; i < N; i++) d[i] = 5.0;
#pragma omp target enter data map(to: d[0:N])
#pragma omp target enter data map(alloc: d[0:N])
#pragma omp target exit data map(release: d[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) d[i] += 0.5;
#pragma omp target exit data map(delete: d[0:N])
  expect("d_after_delete_x2", (long)(d[0] * 2), 10); /* delete: no copy */
  /* Nested regions keep data alive: the inner target's tofrom does not
   * copy back while the enclosing enter data holds it. */
  for (int i = 0; i < N; i++) d[i] = 2.0;
#pragma omp target enter data map(to: d[0:N])
#pragma omp target map(tofrom: d[0:N])
  { d[0] = 40.0; }
  expect("d0_held", (long)d[0], 2);
#pragma omp target map(always, tofrom: d[0:N])
  { d[1] = 41.0; }
  /* always: the host values went in (d[0] back to 2) and came back. */
  expect("d0_always", (long)d[0], 2);
  expect("d1_always", (long)d[1], 41);
#pragma omp target exit data map(delete: d[0:N])

  /* 5. Multi-dimensional contiguous sections: rows 2..4 of a 2-D array,
   * and the same through a pointer to rows. */
  int m[R][C];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i][j] = 10 * i + j;
  int lo = 2, rows = 3;
#pragma omp target data map(tofrom: m[lo:rows][0:C])
  {
#pragma omp target teams distribute parallel for
    for (int i = 2; i < 5; i++)
      for (int j = 0; j < C; j++) m[i][j] = -m[i][j];
  }
  int bad = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) bad += m[i][j] != ((i >= 2 && i < 5) ? -(10 * i + j) : 10 * i + j);
  expect("m_mismatches", bad, 0);
  double (*pm)[C] = malloc(sizeof(double) * R * C);
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) pm[i][j] = i;
#pragma omp target enter data map(to: pm[1:4][:])
#pragma omp target teams distribute parallel for
  for (int i = 1; i < 5; i++)
    for (int j = 0; j < C; j++) pm[i][j] += 100.0;
#pragma omp target exit data map(from: pm[1:4][0:C])
  bad = 0;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) bad += pm[i][j] != ((i >= 1 && i < 5) ? i + 100.0 : i);
  expect("pm_mismatches", bad, 0);
  /* A single element of a 3-D array: contiguous as one entry. */
  int cube[3][4][5];
  for (int i = 0; i < 60; i++) (&cube[0][0][0])[i] = i;
#pragma omp target data map(tofrom: cube[1][2][1:3])
  {
#pragma omp target
    { cube[1][2][1] = -1; cube[1][2][3] = -3; }
  }
  expect("cube_1_2_1", cube[1][2][1], -1);
  expect("cube_1_2_3", cube[1][2][3], -3);
  expect("cube_1_2_4", cube[1][2][4], 34);

  /* 6. Zero-length sections map nothing and are not an error. */
  int z[4] = {1, 2, 3, 4};
  int zlen = 0;
#pragma omp target enter data map(to: z[2:zlen])
#pragma omp target exit data map(from: z[2:0])
  expect("zero_length_ok", z[2], 3);

  /* 7. use_device_ptr: inside the block the pointer holds the device
   * address; a kernel given it with is_device_ptr writes the mapped copy. */
  int *e = malloc(sizeof(int) * N);
  for (int i = 0; i < N; i++) e[i] = i;
  int *host_e = e;
  int differs = 0;
#pragma omp target data map(tofrom: e[0:N]) use_device_ptr(e)
  {
    differs = e != host_e;
#pragma omp target is_device_ptr(e)
    { e[0] = 1000; }
  }
  expect("use_device_ptr_differs", differs, 1);
  expect("e_is_host_again", e == host_e, 1);
  expect("e0_via_device_ptr", e[0], 1000);

  /* 8. if(false) and nowait: if(0) maps nothing (the kernel maps its own
   * copy); a nowait operation is done after the taskwait. */
  int f[4] = {1, 1, 1, 1};
  int use_device = 0;
#pragma omp target enter data map(to: f) if(use_device)
#pragma omp target update to(f) if(use_device) nowait
#pragma omp target enter data map(to: f) nowait device(0)
#pragma omp taskwait
  f[0] = 9;
#pragma omp target map(from: f[1:1])
  { f[1] = f[0] + 1; } /* device copy of f[0] is still 1 */
  expect("f1_nowait", f[1], 1); /* f is present: from copies nothing back */
#pragma omp target exit data map(from: f)
  expect("f1_exit", f[1], 2);
  expect("f0_exit", f[0], 1);

  free(d);
  free(pm);
  free(e);
  if (failures) {
    printf("FAIL targetdata: %d failures\n", failures);
    return 1;
  }
  printf("PASS targetdata\n");
  return 0;
}
