/* The host's device-memory routines around target regions:
 * omp_target_alloc and omp_target_free, omp_target_memcpy and
 * omp_target_memcpy_rect, omp_target_memset, omp_target_associate_ptr and
 * omp_target_disassociate_ptr, omp_target_is_present and
 * omp_get_mapped_ptr, with device pointers passed to regions by
 * is_device_ptr and device addresses by has_device_addr.
 * (omp_target_is_accessible is not in LLVM 19's libomptarget.) */
#include <omp.h>
#include <stdio.h>

#define N 32
#define R 6
#define C 5

int main(void) {
  int bad = 0;
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int a[N], b[N];
  for (int i = 0; i < N; i++) a[i] = i, b[i] = -1;

  /* alloc, memcpy both ways, is_device_ptr. */
  int *d = (int *)omp_target_alloc(N * sizeof(int), dev);
  bad |= d == 0;
  bad |= omp_target_memcpy(d, a, N * sizeof(int), 0, 0, dev, host) != 0;
#pragma omp target teams distribute parallel for is_device_ptr(d)
  for (int i = 0; i < N; i++) d[i] = d[i] * 3 + 1;
  /* Offsets on both sides: b[4..11] = d[2..9]. */
  bad |= omp_target_memcpy(b, d, 8 * sizeof(int), 4 * sizeof(int), 2 * sizeof(int), host, dev) != 0;
  int okc = 1;
  for (int i = 0; i < N; i++) okc &= b[i] == (i >= 4 && i < 12 ? (i - 2) * 3 + 1 : -1);
  printf("memcpy: b[4]=%d b[11]=%d ok=%d\n", b[4], b[11], okc);
  bad |= !okc;

  /* memcpy_rect: a 3x2 block of a 6x5 matrix, at (1, 2) on the host, to
   * (2, 1) of a device matrix, and back to (0, 0) of another. */
  double m[R][C], back[R][C];
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) m[i][j] = 10 * i + j, back[i][j] = 0;
  double *dm = (double *)omp_target_alloc(sizeof m, dev);
  size_t vol[2] = {3, 2}, dims[2] = {R, C}, at[2] = {1, 2}, dat[2] = {2, 1}, zero[2] = {0, 0};
#pragma omp target teams distribute parallel for is_device_ptr(dm)
  for (int k = 0; k < R * C; k++) dm[k] = -1;
  bad |= omp_target_memcpy_rect(dm, m, sizeof(double), 2, vol, dat, at, dims, dims, dev, host) != 0;
  double rsum = 0;
#pragma omp target map(tofrom: rsum) is_device_ptr(dm)
  for (int k = 0; k < R * C; k++)
    if (dm[k] >= 0) rsum += dm[k] * (k + 1);
  bad |= omp_target_memcpy_rect(back, dm, sizeof(double), 2, vol, zero, dat, dims, dims, host, dev) != 0;
  int okr = 1;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) okr &= back[i][j] == (i < 3 && j < 2 ? 10 * (i + 1) + j + 2 : 0);
  printf("memcpy_rect: rsum=%.0f back[2][1]=%.0f ok=%d\n", rsum, back[2][1], okr);
  bad |= !okr;
  omp_target_free(dm, dev);

  /* memset: bytes of device memory. */
  int *ms = (int *)omp_target_alloc(N * sizeof(int), dev);
  bad |= omp_target_memset(ms, 0, N * sizeof(int), dev) != ms;
  bad |= omp_target_memset(ms, 0x01, 2 * sizeof(int), dev) != ms;
  int mset[N];
  bad |= omp_target_memcpy(mset, ms, sizeof mset, 0, 0, host, dev) != 0;
  printf("memset: %d %d %d\n", mset[0], mset[1], mset[2]);
  bad |= mset[0] != 0x01010101 || mset[1] != 0x01010101 || mset[2] != 0;
  omp_target_free(ms, dev);

  /* associate_ptr: a is backed by d (from d's second element on); a map
   * of a present array moves nothing, so the region works on d. */
  bad |= omp_target_associate_ptr(a, d, N * sizeof(int) - sizeof(int), sizeof(int), dev) != 0;
  int present = omp_target_is_present(a, dev);
#pragma omp target map(tofrom: a[0:N - 1])
  for (int i = 0; i < N - 1; i++) a[i] += 1000;
  int first = -1;
  bad |= omp_target_memcpy(&first, d, sizeof(int), 0, sizeof(int), host, dev) != 0;
  printf("associate: present=%d a[0]=%d d[1]=%d\n", present, a[0], first);
  bad |= !present || a[0] != 0 || first != 1 * 3 + 1 + 1000;
  bad |= omp_target_disassociate_ptr(a, dev) != 0;
  present = omp_target_is_present(a, dev);
  printf("disassociate: present=%d\n", present);
  bad |= present;
  omp_target_free(d, dev);

  /* is_present, get_mapped_ptr, is_accessible. */
  bad |= omp_get_mapped_ptr(b, dev) != 0;
#pragma omp target enter data map(to: b)
  int *mb = (int *)omp_get_mapped_ptr(b, dev);
  int *mb4 = (int *)omp_get_mapped_ptr(&b[4], dev);
  printf("mapped: present=%d mapped=%d offset=%d host=%d\n", omp_target_is_present(b, dev), mb != 0,
         (int)(mb4 - mb), omp_get_mapped_ptr(b, host) == (void *)b);
  bad |= mb == 0 || mb4 - mb != 4;
#pragma omp target is_device_ptr(mb)
  mb[0] = 77;
  int *ub = 0, *pb = b;
#pragma omp target data use_device_ptr(pb)
  ub = pb;
  bad |= ub != mb;
#pragma omp target exit data map(from: b)
  printf("is_device_ptr: b[0]=%d same=%d\n", b[0], ub == mb);
  bad |= b[0] != 77;

  /* has_device_addr: inside use_device_addr, the array names device
   * storage, which a nested region receives as it is. */
  int e[4] = {1, 2, 3, 4};
#pragma omp target data map(tofrom: e) use_device_addr(e)
  {
#pragma omp target has_device_addr(e)
    for (int i = 0; i < 4; i++) e[i] *= 5;
  }
  printf("has_device_addr: e=%d %d %d %d\n", e[0], e[1], e[2], e[3]);
  bad |= e[0] != 5 || e[3] != 20;

  if (bad) {
    printf("FAIL devmem\n");
    return 1;
  }
  printf("PASS devmem\n");
  return 0;
}
