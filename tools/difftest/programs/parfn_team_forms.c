/* Written by hand for tools/difftest -file (docs/difftest.md): declare
 * target functions whose body is a parallel construct, called in the
 * sequential code of target regions, where their parallel regions are
 * active (docs/nested.md#called-where-the-region-is-active): a
 * 'parallel for' with collapse(2), schedule(dynamic, 3) and num_threads;
 * a 'parallel' region of code calling a function with an orphaned for
 * (guided), sections, masked and barrier, under an if; a teams region
 * with a distribute loop beside a while loop whose every turn calls a
 * 'parallel for' for the team's row; a collapse(2) loop whose variables
 * and bounds are declared in the function before the construct.
 */
#include <omp.h>
#include <stdio.h>
#pragma omp declare target
void share(int *a, int n) {
#pragma omp for schedule(guided, 2)
  for (int i = 0; i < n; i++) a[i] += 1;
}
void grid(int *m, int r, int c) {
#pragma omp parallel for collapse(2) schedule(dynamic, 3) num_threads(5)
  for (int i = 0; i < r; i++)
    for (int j = 0; j < c; j++) m[i * c + j] += i * 100 + j;
}
void region(int *a, int n, int *marks) {
#pragma omp parallel num_threads(5) firstprivate(n)
  {
    share(a, n);
#pragma omp sections
    {
#pragma omp section
      marks[0] += 1;
#pragma omp section
      marks[1] += 1;
    }
#pragma omp masked
    marks[2] += omp_get_num_threads();
#pragma omp barrier
    n = 0;
  }
}
#pragma omp end declare target
static int part1(void) {
  int m[6 * 7] = {0}, a[50] = {0}, marks[3] = {0};
#pragma omp target map(tofrom: m, a, marks)
  {
    int r = 6, c = 7;
    grid(m, r, c);
    if (r > 2) region(a, 50, marks);
    grid(m, r, c);
  }
  int bad = 0;
  for (int i = 0; i < 6; i++) for (int j = 0; j < 7; j++) if (m[i * 7 + j] != 2 * (i * 100 + j)) bad++;
  for (int i = 0; i < 50; i++) if (a[i] != 1) bad++;
  if (marks[0] != 1 || marks[1] != 1 || marks[2] < 1 || marks[2] > 5) bad++;
  printf("part1 %s %d\n", bad ? "FAIL" : "PASS", bad);
  return bad;
}

#pragma omp declare target
void addrow(int *row, int n, int v) {
#pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] += v + (omp_get_num_threads() > 0);
}
#pragma omp end declare target
static int part2(void) {
  enum { R = 8, N = 33 };
  int m[R * N] = {0}, d[R] = {0};
#pragma omp target teams num_teams(3) thread_limit(8) map(tofrom: m, d)
  {
#pragma omp distribute
    for (int r = 0; r < R; r++) d[r] = r;
    int t = omp_get_team_num();
    while (t < R) {
      addrow(m + t * N, N, t);
      t += omp_get_num_teams();
    }
  }
  int bad = 0;
  for (int r = 0; r < R; r++) { if (d[r] != r) bad++; for (int i = 0; i < N; i++) if (m[r * N + i] != r + 1) bad++; }
  printf("part2 %s %d\n", bad ? "FAIL" : "PASS", bad);
  return bad;
}

#pragma omp declare target
void half(double *y, int n) {
  int i, j;
  int h = n / 2, w = 3;
  double f = 0.5 * w;
#pragma omp parallel for collapse(2)
  for (i = 0; i < h; i++)
    for (j = 0; j < w; j++) y[i * w + j] = f * (i + j);
}
#pragma omp end declare target
static int part3(void) {
  double y[30];
  for (int i = 0; i < 30; i++) y[i] = -1;
#pragma omp target map(tofrom: y)
  {
    int n = 20;
    half(y, n);
  }
  int bad = 0;
  for (int i = 0; i < 10; i++) for (int j = 0; j < 3; j++) if (y[i * 3 + j] != 1.5 * (i + j)) bad++;
  printf("part3 %s %d\n", bad ? "FAIL" : "PASS", bad);
  return bad;
}

int main(void) { return part1() + part2() + part3(); }
