/* Target regions whose statement comes (in whole or in part) from macro
 * expansions: each directive must govern the statement that follows it in
 * the expanded token stream, never a neighbouring one. */
#include <stdio.h>

#define N 64

/* A pragma plus a whole statement. */
#define BUMP(v) _Pragma("omp target") { v[0] += 1; }
/* A pragma plus the head of a loop: the body is written after the use. */
#define OFFLOAD_LOOP(i, n) _Pragma("omp target teams distribute parallel for") for (int i = 0; i < (n); i++)
/* A block opened in one macro and closed in another. */
#define REGION_BEGIN _Pragma("omp target") {
#define REGION_END }
/* A written directive whose statement ends inside a macro. */
#define CLOSE_BLOCK c[1] += 7; }
/* A whole statement from an object-like macro after a written directive. */
#define ADD_TEN { c[2] += 10; }

int main(void) {
  int x[1] = {0}, y[1] = {0};
  int a[N], c[3] = {0, 0, 0};
  long sum = 0;
  for (int i = 0; i < N; i++)
    a[i] = 0;

  BUMP(x); { y[0] += 5; }
  BUMP(x);
  { y[0] += 5; }

  OFFLOAD_LOOP(i, N) a[i] = 3 * i + x[0];

  REGION_BEGIN c[0] += 2; c[0] *= 3; REGION_END

#pragma omp target
  { c[1] += 1; CLOSE_BLOCK

#pragma omp target
  ADD_TEN

  for (int i = 0; i < N; i++)
    sum += a[i];
  printf("x=%d y=%d sum=%ld c=%d,%d,%d\n", x[0], y[0], sum, c[0], c[1], c[2]);
  int ok = x[0] == 2 && y[0] == 10 && sum == 3L * N * (N - 1) / 2 + 2L * N && c[0] == 6 && c[1] == 8 && c[2] == 10;
  printf("%s macroregion\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
