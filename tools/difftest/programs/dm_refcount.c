/* Written by hand for tools/difftest -file (docs/difftest.md): reference counts across nested target data and enter/exit data; always to/from at counts above 1. */
#include <stdio.h>
#include <omp.h>
#define N 16
int main(void) {
  int a[N], b[N];
  for (int i = 0; i < N; i++) { a[i] = i; b[i] = 0; }
  /* nested data regions: copy back only at refcount 0 */
  #pragma omp target data map(tofrom: a)
  {
    #pragma omp target data map(tofrom: a)
    {
      #pragma omp target
      for (int i = 0; i < N; i++) a[i] += 100;
    }
    printf("inner end a[3]=%d\n", a[3]);
    #pragma omp target update from(a[2:3])
    printf("after update a[2..4]=%d %d %d a[5]=%d\n", a[2], a[3], a[4], a[5]);
    a[7] = -7; /* host change, no update to */
    #pragma omp target map(tofrom: a)
    for (int i = 0; i < N; i++) a[i] += 1;
    printf("after target tofrom present a[7]=%d a[8]=%d\n", a[7], a[8]);
    #pragma omp target map(always, to: a)
    for (int i = 0; i < N; i++) a[i] *= 2;
    printf("after always to a[7]=%d\n", a[7]);
  }
  printf("end a[0]=%d a[7]=%d a[15]=%d\n", a[0], a[7], a[15]);
  /* enter/exit data refcounts */
  #pragma omp target enter data map(to: b)
  #pragma omp target enter data map(to: b)
  #pragma omp target
  for (int i = 0; i < N; i++) b[i] = 5 * i;
  #pragma omp target exit data map(from: b)
  printf("after first exit b[3]=%d\n", b[3]);
  #pragma omp target exit data map(from: b)
  printf("after second exit b[3]=%d present=%d\n", b[3], omp_target_is_present(b, omp_get_default_device()));
  /* always from in exit data at refcount > 0 */
  #pragma omp target enter data map(to: b)
  #pragma omp target enter data map(to: b)
  #pragma omp target
  for (int i = 0; i < N; i++) b[i] = 7 * i;
  #pragma omp target exit data map(always, from: b)
  printf("after always from b[3]=%d\n", b[3]);
  #pragma omp target exit data map(delete: b)
  printf("present after delete=%d\n", omp_target_is_present(b, omp_get_default_device()));
  int ok = a[0] == 0 && a[7] == -14 && b[3] == 21;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return 0;
}
