/* Sections of one row of a struct member that is a 2-D array
 * (t.rows[1][0:2]), in map clauses of target regions, target data and
 * target update, and through a pointer to the struct. Only the section
 * moves: the host's other elements keep their values. */
#include <stdio.h>

#define R 3
#define C 4

typedef struct {
  int n;
  int rows[R][C];
  double w[2][5];
} Grid;

int main(void) {
  Grid t, *p = &t;
  for (int i = 0; i < R; i++)
    for (int j = 0; j < C; j++) t.rows[i][j] = i * 10 + j;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 5; j++) t.w[i][j] = i + j / 2.0;
  t.n = 2;

#pragma omp target map(tofrom: t.rows[1][0:2])
  {
    t.rows[1][0] += 100;
    t.rows[1][1] += 200;
  }

#pragma omp target map(tofrom: p->rows[2][1:3]) map(to: t.w[1][2:3])
  for (int j = 1; j < 4; j++) p->rows[2][j] = -p->rows[2][j] + (int)t.w[1][j + 1];

#pragma omp target data map(to: t.rows[0][1:2])
  {
#pragma omp target map(tofrom: t.rows[0][1:2])
    {
      t.rows[0][1] *= 3;
      t.rows[0][2] *= 5;
    }
    t.rows[0][1] = -1; /* the device copy keeps 3 */
#pragma omp target update from(t.rows[0][2:1])
  }

  int ok = 1;
  for (int i = 0; i < R; i++) {
    for (int j = 0; j < C; j++) printf("%d ", t.rows[i][j]);
    printf("\n");
  }
  ok = t.rows[1][0] == 110 && t.rows[1][1] == 211 && t.rows[1][2] == 12 &&
       t.rows[2][0] == 20 && t.rows[2][1] == -19 && t.rows[2][2] == -20 && t.rows[2][3] == -20 &&
       t.rows[0][1] == -1 && t.rows[0][2] == 10 && t.rows[0][3] == 3;
  printf("%s struct_row_section\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
