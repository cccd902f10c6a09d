/* linedirective: #line directives before target regions. The host output
 * resumes each region's surroundings at the logical line the directives
 * give, so __LINE__ and __FILE__ after a region are what the user wrote. */
#include <stdio.h>
#include <string.h>

#define N 64

int main(void) {
  double a[N];
  int bad = 0;
  for (int i = 0; i < N; i++) a[i] = i;
#line 500 "renamed.c"
#pragma omp target teams distribute parallel for map(tofrom: a[0:N])
  for (int i = 0; i < N; i++)
    a[i] = 2 * a[i];
  int line1 = __LINE__; /* renamed.c:503 */
  const char *file1 = __FILE__;
#line 900
#pragma omp target parallel for map(tofrom: a[0:N])
  for (int i = 0; i < N; i++)
    a[i] += 1;
  int line2 = __LINE__; /* renamed.c:903 */
  for (int i = 0; i < N; i++)
    if (a[i] != 2.0 * i + 1) bad++;
  printf("after the first region: %s:%d\n", file1, line1);
  printf("after the second region: %s:%d\n", __FILE__, line2);
  if (line1 != 503 || line2 != 903 || strcmp(file1, "renamed.c") != 0) bad++;
  if (bad) {
    printf("FAIL linedirective\n");
    return 1;
  }
  printf("PASS linedirective\n");
  return 0;
}
