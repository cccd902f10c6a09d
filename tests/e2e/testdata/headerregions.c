/* Target regions and data directives in a header's static inline
 * functions, and declare target forms the host compiler rejects, in a
 * header beside the program (read into the unit, headerregions.h); a
 * second #include of it is skipped by its guard. */
#include <stdio.h>
#include <string.h>

#include "headerregions.h"
#include "headerregions.h"

#define N 16

int main(void) {
  int bad = 0;
  double v[N];
  for (int i = 0; i < N; i++) v[i] = i;
  hr_scale(v, N, 2.0);
  hr_upload(v, N);
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) v[i] = hr_times(v[i]);
  hr_download(v, N);
  for (int i = 0; i < N; i++) {
    double want = (i * 2.0 + 0.5) * 3;
    if (v[i] != want) {
      printf("FAIL v[%d] = %g, want %g\n", i, v[i], want);
      bad++;
    }
  }
  printf("v[1]=%g v[15]=%g\n", v[1], v[15]);
  /* __LINE__ and __FILE__ in the header are the header's. */
  int line = hr_where_line();
  const char *file = hr_where_file();
  printf("line=%d file=%s\n", line, strstr(file, "headerregions.h") ? "headerregions.h" : file);
  bad |= line != 26 || strstr(file, "headerregions.h") == NULL;
  /* And the program's after it are its own. */
  bad |= __LINE__ != 36;
  if (bad) {
    printf("FAIL headerregions\n");
    return 1;
  }
  printf("PASS headerregions\n");
  return 0;
}
