/* Target regions in a .c file that this one includes (include_c_part.c,
 * read into the unit as a header is): its declare target variable and
 * function, its functions with target regions, and a region here that
 * uses what the included file declares. */
#define PART_INCLUDED
#include "include_c_part.c"

int main(void) {
  int a[40];
  part_fill(a, 40);
  long s = part_sum(a, 40);
  printf("sum=%ld\n", s);
  int b[40];
  part_scale = 10;
#pragma omp target update to(part_scale)
#pragma omp target teams distribute parallel for map(from: b)
  for (int i = 0; i < 40; i++) b[i] = part_twice(i) - part_scale + 1;
  long t = 0;
  for (int i = 0; i < 40; i++) t += b[i];
  printf("t=%ld\n", t);
  if (s != 40 * 39 + 40 * 3 || t != 40 * 39 + 40) {
    printf("FAIL include_c_file\n");
    return 1;
  }
  printf("PASS include_c_file\n");
  return 0;
}
