/* Device memory routines around target regions: omp_target_memset and
 * omp_target_memset_async, omp_target_memcpy_async and
 * omp_target_memcpy_rect_async with dependences, and depobj objects in
 * the depend clauses of target constructs. Checked against the host. */
#include <omp.h>
#include <stdio.h>
#include <string.h>

#define N 256
#define R 8
#define C 16

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int fails = 0;
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  if (!d) { printf("FAIL devmem_async (alloc)\n"); return 1; }

  /* memset, then a kernel that reads and updates it. */
  if (omp_target_memset(d, 0x01, N * sizeof(int), dev) != d) fails++;
  #pragma omp target is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] += i;
  int h[N];
  if (omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev)) fails++;
  int bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != 0x01010101 + i;
  printf("memset: %d wrong\n", bad);
  if (bad) fails++;

  /* memset_async into the second half, a dependent copy back. */
  omp_depend_t obj;
  int token = 0;
  #pragma omp depobj(obj) depend(inout: token)
  if (omp_target_memset_async(d + N / 2, 0, N / 2 * sizeof(int), dev, 0, NULL) != d + N / 2) fails++;
  #pragma omp taskwait
  int src[N];
  for (int i = 0; i < N; i++) src[i] = 3 * i - 7;
  if (omp_target_memcpy_async(d, src, N / 2 * sizeof(int), 0, 0, dev, host, 1, &obj)) fails++;
  #pragma omp target is_device_ptr(d) depend(depobj: obj)
  for (int i = 0; i < N / 2; i++) d[i] *= 2;
  #pragma omp taskwait
  if (omp_target_memcpy(h, d, N * sizeof(int), 0, 0, host, dev)) fails++;
  bad = 0;
  for (int i = 0; i < N; i++) bad += h[i] != (i < N / 2 ? 2 * (3 * i - 7) : 0);
  printf("memset_async, memcpy_async, depobj: %d wrong\n", bad);
  if (bad) fails++;
  #pragma omp depobj(obj) update(in)
  #pragma omp depobj(obj) destroy

  /* A 2-D block: rows 2..5, columns 4..11 of an R x C host matrix into
   * the device at offset (1, 0) of an R x C device matrix. */
  int m[R][C], back[R][C];
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) m[r][c] = 100 * r + c;
  int *dm = (int *)omp_target_alloc(R * C * sizeof(int), dev);
  omp_target_memset(dm, 0, R * C * sizeof(int), dev);
  size_t vol[2] = {4, 8}, doff[2] = {1, 0}, soff[2] = {2, 4}, dims[2] = {R, C};
  if (omp_target_memcpy_rect_async(dm, m, sizeof(int), 2, vol, doff, soff, dims, dims, dev, host, 0, NULL)) fails++;
  #pragma omp taskwait
  #pragma omp target is_device_ptr(dm)
  for (int i = 0; i < R * C; i++) dm[i] += 1;
  omp_target_memcpy(back, dm, sizeof back, 0, 0, host, dev);
  bad = 0;
  for (int r = 0; r < R; r++)
    for (int c = 0; c < C; c++) {
      int e = 1;
      if (r >= 1 && r < 5 && c < 8) e += m[r + 1][c + 4];
      bad += back[r][c] != e;
    }
  printf("memcpy_rect_async: %d wrong\n", bad);
  if (bad) fails++;

  omp_target_free(dm, dev);
  omp_target_free(d, dev);
  if (fails) {
    printf("FAIL devmem_async (%d)\n", fails);
    return 1;
  }
  printf("PASS devmem_async\n");
  return 0;
}
