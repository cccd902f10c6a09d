/* Non-contiguous target update through LLVM 19's descriptor path: only
 * the selected elements move; the gaps keep their values on both sides. */
#include <stdio.h>

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  int arr[3][3][3];
  int bad = 0;
  for (int i = 0; i < 27; i++) (&arr[0][0][0])[i] = i;
#pragma omp target enter data map(to: arr)
  /* The device sets every element to -1; only arr[1:2][1:2][0:2] comes
   * back. */
#pragma omp target
  {
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 3; j++)
        for (int k = 0; k < 3; k++) arr[i][j][k] = -1;
  }
#pragma omp target update from(arr[1:2][1:2][0:2])
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 3; k++) {
        int sel = i >= 1 && j >= 1 && k < 2;
        bad += arr[i][j][k] != (sel ? -1 : 9 * i + 3 * j + k);
      }
  expect("from_box_mismatches", bad, 0);

  /* Host values 100+ go to the device only at the selected places. */
  for (int i = 0; i < 27; i++) (&arr[0][0][0])[i] = 100 + i;
#pragma omp target update to(arr[0:2][2:1][1:2])
#pragma omp target exit data map(from: arr)
  bad = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 3; k++) {
        int sel = i < 2 && j == 2 && k >= 1;
        bad += arr[i][j][k] != (sel ? 100 + 9 * i + 3 * j + k : -1);
      }
  expect("to_box_mismatches", bad, 0);

  /* Strided: arr5[0:2:2][1:2][0:2:2] of a 5x5x5 array. */
  static int arr5[5][5][5];
  for (int i = 0; i < 125; i++) (&arr5[0][0][0])[i] = i;
#pragma omp target enter data map(to: arr5)
#pragma omp target
  {
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 5; j++)
        for (int k = 0; k < 5; k++) arr5[i][j][k] = -arr5[i][j][k] - 1;
  }
#pragma omp target update from(arr5[0:2:2][1:2][0:2:2])
  bad = 0;
  int moved = 0;
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++)
      for (int k = 0; k < 5; k++) {
        int v = 25 * i + 5 * j + k;
        int sel = (i == 0 || i == 2) && (j == 1 || j == 2) && (k == 0 || k == 2);
        moved += sel;
        bad += arr5[i][j][k] != (sel ? -v - 1 : v);
      }
  expect("strided_selected", moved, 8);
  expect("strided_mismatches", bad, 0);

  /* A strided 1-D update with a lower bound that is not a multiple of the
   * stride, and rows that are whole (the runtime would merge them). */
  int line[20];
  for (int i = 0; i < 20; i++) line[i] = i;
#pragma omp target enter data map(to: line)
#pragma omp target
  {
    for (int i = 0; i < 20; i++) line[i] = 1000 + i;
  }
  int lo = 3;
#pragma omp target update from(line[lo:4:5])
  bad = 0;
  for (int i = 0; i < 20; i++) bad += line[i] != ((i >= 3 && (i - 3) % 5 == 0) ? 1000 + i : i);
  expect("line_mismatches", bad, 0);
#pragma omp target exit data map(delete: line)
  int rows[4][6];
  for (int i = 0; i < 24; i++) (&rows[0][0])[i] = i;
#pragma omp target enter data map(to: rows)
#pragma omp target
  {
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 6; j++) rows[i][j] = -1;
  }
  int nr = 2, nc = 6;
#pragma omp target update from(rows[1:nr][0:nc])
  bad = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 6; j++) bad += rows[i][j] != ((i == 1 || i == 2) ? -1 : 6 * i + j);
  expect("rows_mismatches", bad, 0);
#pragma omp target exit data map(delete: rows)
#pragma omp target exit data map(delete: arr5)

  if (failures) {
    printf("FAIL noncontig: %d failures\n", failures);
    return 1;
  }
  printf("PASS noncontig\n");
  return 0;
}
