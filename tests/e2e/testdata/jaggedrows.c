/* Rows of jagged arrays: sections through a pointer reached by a
 * subscript (pp[i][0:m] of a double **, rows[k][lo:n] of an array of
 * pointers) on enter/exit data, target data and target update. The rows
 * attach to the device copy of the pointer array, so kernels reach them
 * through it. */
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int bad = 0;
  int n = 4, m = 5;
  double **pp = malloc(n * sizeof(double *));
  for (int i = 0; i < n; i++) {
    pp[i] = malloc(m * sizeof(double));
    for (int j = 0; j < m; j++) pp[i][j] = i * 10 + j;
  }
  #pragma omp target enter data map(to: pp[0:n])
  for (int i = 0; i < n; i++) {
    #pragma omp target enter data map(to: pp[i][0:m])
  }
  #pragma omp target teams distribute parallel for
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) pp[i][j] *= 2;
  #pragma omp target update from(pp[2][1:3])
  if (pp[2][0] != 20 || pp[2][1] != 42 || pp[2][3] != 46 || pp[2][4] != 24) {
    printf("FAIL update from: %g %g %g %g\n", pp[2][0], pp[2][1], pp[2][3], pp[2][4]);
    bad++;
  }
  pp[1][0] = -5;
  #pragma omp target update to(pp[1][0:1])
  #pragma omp target
  pp[1][1] = pp[1][0] * 3;
  for (int i = 0; i < n; i++) {
    #pragma omp target exit data map(from: pp[i][0:m])
  }
  #pragma omp target exit data map(delete: pp[0:n])
  if (pp[0][4] != 8 || pp[1][0] != -5 || pp[1][1] != -15 || pp[3][4] != 68) {
    printf("FAIL exit data: %g %g %g %g\n", pp[0][4], pp[1][0], pp[1][1], pp[3][4]);
    bad++;
  }

  /* An array of pointers, sections with an offset, in a target data
   * region. */
  int *rows[3];
  for (int k = 0; k < 3; k++) {
    rows[k] = calloc(8, sizeof(int));
    for (int j = 0; j < 8; j++) rows[k][j] = k * 100 + j;
  }
  #pragma omp target data map(to: rows)
  {
    #pragma omp target data map(tofrom: rows[0][2:4])
    {
      #pragma omp target data map(tofrom: rows[2][0:8])
      {
        #pragma omp target
        {
          for (int j = 2; j < 6; j++) rows[0][j] = -rows[0][j];
          for (int j = 0; j < 8; j++) rows[2][j] += 1000;
        }
      }
    }
  }
  if (rows[0][1] != 1 || rows[0][2] != -2 || rows[0][5] != -5 || rows[0][6] != 6 || rows[2][7] != 1207) {
    printf("FAIL rows: %d %d %d %d %d\n", rows[0][1], rows[0][2], rows[0][5], rows[0][6], rows[2][7]);
    bad++;
  }
  /* The pointer array and two of its rows on one directive. */
  #pragma omp target data map(to: pp[0:n]) map(tofrom: pp[1][0:m], pp[3][1:2])
  {
    #pragma omp target
    {
      pp[1][4] = 1000;
      pp[3][2] = pp[3][1] + 1;
    }
    if (pp[1][4] != 28) { printf("FAIL rows on one directive: host changed\n"); bad++; }
  }
  if (pp[1][4] != 1000 || pp[3][1] != 62 || pp[3][2] != 63 || pp[3][3] != 66) {
    printf("FAIL rows on one directive: %g %g %g %g\n", pp[1][4], pp[3][1], pp[3][2], pp[3][3]);
    bad++;
  }
  printf("pp[1][1]=%g pp[3][4]=%g rows[0][2]=%d rows[2][7]=%d\n", pp[1][1], pp[3][4], rows[0][2], rows[2][7]);
  for (int i = 0; i < n; i++) free(pp[i]);
  free(pp);
  for (int k = 0; k < 3; k++) free(rows[k]);
  if (bad) return 1;
  printf("PASS jaggedrows\n");
  return 0;
}
