/* Written by hand in the style of OpenMP offloading conformance tests, for
 * tools/difftest -file (docs/difftest.md): chains of `target nowait`
 * with `depend` and `taskwait`, `target update` and `target enter/exit
 * data` with `depend` and `nowait`, and the device memory routines
 * (omp_target_alloc, omp_target_memcpy, omp_target_memcpy_rect,
 * omp_target_associate_ptr, omp_target_is_present) around regions that
 * take their pointers through is_device_ptr, has_device_addr,
 * use_device_ptr and use_device_addr. */
#include <stdio.h>
#include <stdlib.h>
#include <omp.h>

#define N 64

static void chains(void) {
  int a[N], b[N], c[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; c[i] = 0; }
  int dev = omp_get_default_device();
  (void)dev;
#pragma omp target enter data map(to: a, b, c) depend(out: a) nowait
#pragma omp target teams distribute parallel for depend(inout: a) nowait
  for (int i = 0; i < N; i++) a[i] = a[i] * 2 + 1;
#pragma omp target teams distribute parallel for depend(in: a) depend(out: b) nowait
  for (int i = 0; i < N; i++) b[i] = a[i] + 10;
#pragma omp target depend(in: a, b) depend(out: c) nowait
  {
    for (int i = 0; i < N; i++) c[i] = a[i] * b[i];
  }
#pragma omp target update from(c) depend(inout: c) nowait
#pragma omp taskwait
  long sc = 0;
  for (int i = 0; i < N; i++) sc += c[i];
  for (int i = 0; i < N; i++) c[i] = -1;
#pragma omp target update to(c) depend(out: c)
#pragma omp target map(present, alloc: c) depend(inout: c) nowait
  for (int i = 0; i < N; i++) c[i] += 2;
#pragma omp taskwait depend(in: c)
#pragma omp target exit data map(from: a, b, c) depend(inout: a, b, c)
  long sa = 0, sb = 0, s2 = 0;
  for (int i = 0; i < N; i++) { sa += a[i]; sb += b[i]; s2 += c[i]; }
  printf("chains: %ld %ld %ld %ld\n", sa, sb, sc, s2);
  /* tasks on the host feeding target tasks */
  int x = 1, y = 0;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp task depend(out: x) shared(x)
    x = 5;
#pragma omp target map(tofrom: x, y) depend(in: x) depend(out: y) nowait
    y = x * 7;
#pragma omp task depend(in: y) shared(y)
    y += 1;
  }
  printf("host tasks: x %d y %d\n", x, y);
}

static void devmem(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int n = N;
  double *h = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) h[i] = i * 0.5;
  double *d = omp_target_alloc(N * sizeof(double), dev);
  omp_target_memcpy(d, h, N * sizeof(double), 0, 0, dev, host);
#pragma omp target is_device_ptr(d) map(to: n)
  for (int i = 0; i < n; i++) d[i] = d[i] * 4 + 1;
  double back[N];
  omp_target_memcpy(back, d, (N / 2) * sizeof(double), 0, (N / 2) * sizeof(double), host, dev);
  printf("memcpy: %g %g\n", back[0], back[N / 2 - 1]);
  /* a 4x6 block of an 8x8 grid, at (2,1), into a 4x6 device array */
  int grid[8][8], blk[4][6], got[4][6];
  for (int i = 0; i < 8; i++) for (int j = 0; j < 8; j++) grid[i][j] = i * 10 + j;
  int *dblk = omp_target_alloc(sizeof blk, dev);
  size_t vol[2] = {4, 6}, dst_off[2] = {0, 0}, src_off[2] = {2, 1};
  size_t dst_dim[2] = {4, 6}, src_dim[2] = {8, 8};
  int rc = omp_target_memcpy_rect(dblk, grid, sizeof(int), 2, vol, dst_off, src_off, dst_dim, src_dim, dev, host);
#pragma omp target has_device_addr(dblk[0:24])
  for (int k = 0; k < 24; k++) dblk[k] += 1000;
  rc += omp_target_memcpy_rect(got, dblk, sizeof(int), 2, vol, dst_off, dst_off, dst_dim, dst_dim, host, dev);
  (void)blk;
  printf("rect: rc %d %d %d %d\n", rc, got[0][0], got[3][5], got[1][2]);
  omp_target_free(dblk, dev);
  /* associate a host array with device memory */
  int assoc[N];
  for (int i = 0; i < N; i++) assoc[i] = i;
  int *da = omp_target_alloc(N * sizeof(int), dev);
  int before = omp_target_is_present(assoc, dev);
  int arc = omp_target_associate_ptr(assoc, da, N * sizeof(int), 0, dev);
  int after = omp_target_is_present(assoc, dev);
#pragma omp target update to(assoc)
#pragma omp target map(tofrom: assoc)
  for (int i = 0; i < N; i++) assoc[i] *= 3;
#pragma omp target update from(assoc)
  int drc = omp_target_disassociate_ptr(assoc, dev);
  printf("associate: %d %d %d %d %d %d\n", before, arc, after, drc, assoc[5], assoc[N - 1]);
  omp_target_free(da, dev);
  /* use_device_ptr and use_device_addr in a data region */
  int *p = malloc(N * sizeof(int));
  int arr[N];
  for (int i = 0; i < N; i++) { p[i] = i; arr[i] = 2 * i; }
#pragma omp target data map(tofrom: p[0:N], arr)
  {
    int present = omp_target_is_present(p, dev) && omp_target_is_present(arr, dev);
#pragma omp target data use_device_ptr(p) use_device_addr(arr)
    {
#pragma omp target is_device_ptr(p) has_device_addr(arr)
      for (int i = 0; i < N; i++) { p[i] += 100; arr[i] += p[i]; }
    }
    printf("present %d\n", present);
  }
  printf("use_device: %d %d %d %d\n", p[0], p[N - 1], arr[0], arr[N - 1]);
  free(p);
  omp_target_free(d, dev);
  free(h);
}

int main(void) {
  chains();
  devmem();
  printf("PASS hunt_async_devmem\n");
  return 0;
}
