/* memcpy, memset and assert in target regions: both device compilers
 * provide memcpy and memset (nvcc in device code, the host C++ compiler
 * for the host plugin), and glibc's assert macro calls __assert_fail,
 * which nvcc declares for device code. */
#include <stdio.h>
#include <string.h>
#include <assert.h>
struct pt { int x; double y; };
int main(void) {
  int a[8], b[8];
  struct pt p = {1, 2.5}, q;
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target map(to: a, p) map(from: b, q)
  {
    memcpy(b, a, sizeof b);
    memset(b, 0, 2 * sizeof(int));
    memcpy(&q, &p, sizeof q);
    assert(a[3] == 3);
    assert(sizeof(struct pt) >= 12);
  }
  int fill[16];
#pragma omp target teams distribute parallel for map(from: fill)
  for (int i = 0; i < 4; i++) {
    int row[4];
    memset(row, 0, sizeof row);
    row[i] = i + 1;
    memcpy(&fill[4 * i], row, sizeof row);
    assert(fill[4 * i + i] == i + 1);
  }
  int s = 0;
  for (int i = 0; i < 16; i++) s += fill[i] * (i + 1);
  if (b[1] != 0 || b[5] != 5 || q.x != 1 || q.y != 2.5 || s != 110) {
    printf("FAIL %d %d %d %g %d\n", b[1], b[5], q.x, q.y, s);
    return 1;
  }
  printf("PASS device_libc\n");
  return 0;
}
