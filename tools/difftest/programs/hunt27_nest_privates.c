/* private / firstprivate / lastprivate at several levels of nested
 * constructs in target regions: the same name privatised at teams,
 * distribute and parallel for levels. */
#include <omp.h>
#include <stdio.h>
#define N 40

int main(void) {
  int x = 5, y = 7, last = -1, out[N];
#pragma omp target teams num_teams(2) firstprivate(x) map(tofrom: y, last) map(from: out)
  {
    x += 100;
#pragma omp distribute parallel for firstprivate(x) lastprivate(last)
    for (int i = 0; i < N; i++) {
      out[i] = x + i;
      last = i * y;
    }
  }
  long s = 0;
  for (int i = 0; i < N; i++) s += out[i];
  printf("x %d last %d s %ld\n", x, last, s);

  int p = 3, q = 4, arr[4] = {1, 2, 3, 4}, res[16];
#pragma omp target map(from: res) map(to: arr) firstprivate(p)
  {
    p *= 2;
#pragma omp parallel for firstprivate(arr, p) private(q) num_threads(4)
    for (int i = 0; i < 16; i++) {
      q = arr[i % 4] * p;
      res[i] = q;
    }
  }
  int rs = 0;
  for (int i = 0; i < 16; i++) rs += res[i];
  printf("rs %d p %d q %d\n", rs, p, q);

  int lv = -1, lj = -1;
#pragma omp target map(tofrom: lv, lj)
  {
#pragma omp parallel for lastprivate(lv) collapse(2)
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 3; j++) lv = i * 10 + j;
    int j;
#pragma omp parallel for lastprivate(j)
    for (j = 0; j < 17; j += 4) ;
    lj = j;
  }
  printf("lv %d lj %d\n", lv, lj);
  return 0;
}
