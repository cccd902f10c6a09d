/* goto in declare target functions: a search loop written with gotos,
   called from every iteration of a combined loop. */
#include <stdio.h>
#pragma omp declare target
int find(const int *a, int n, int v) {
  int i = 0;
loop:
  if (i >= n) goto fail;
  if (a[i] == v) return i;
  i++;
  goto loop;
fail:
  return -1;
}
#pragma omp end declare target
int main(void) {
  int a[16], r[16];
  for (int i = 0; i < 16; i++) a[i] = (i * 5) % 16;
  #pragma omp target teams distribute parallel for map(to: a) map(from: r)
  for (int i = 0; i < 16; i++) r[i] = find(a, 16, i);
  int ok = 1;
  for (int i = 0; i < 16; i++) {
    printf("%d ", r[i]);
    ok = ok && r[i] == find(a, 16, i) && r[i] >= 0 && a[r[i]] == i;
  }
  printf("\n");
  if (!ok) {
    printf("FAIL goto_declare_target\n");
    return 1;
  }
  printf("PASS goto_declare_target\n");
  return 0;
}
