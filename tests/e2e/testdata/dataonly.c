/* A program whose only directives move data: no kernel, no declare target
 * global, so its offload entry range is empty. The registration must still
 * initialize libomptarget, or the first data directive crashes. */
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[8];
  for (int i = 0; i < 8; i++) a[i] = i;
#pragma omp target enter data map(to: a)
  int present = omp_target_is_present(a, omp_get_default_device());
  for (int i = 0; i < 8; i++) a[i] = -1;
  /* Only the section comes back: the device still holds the original values. */
#pragma omp target update from(a[2:3])
#pragma omp target exit data map(release: a)
  int after = omp_target_is_present(a, omp_get_default_device());
  printf("present=%d after_exit=%d a=[%d %d %d %d %d %d %d %d]\n", present, after, a[0], a[1], a[2], a[3], a[4], a[5],
         a[6], a[7]);
  int ok = present && !after && a[1] == -1 && a[2] == 2 && a[3] == 3 && a[4] == 4 && a[5] == -1;
  printf("%s dataonly\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
