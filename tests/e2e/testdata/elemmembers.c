/* Members of array elements (arr[i].x, arr[2].ptr[0:n], s.cells[1].x,
 * q[2].ptr[0:n] through a pointer) and a pointer mapped together with
 * members through it (p[0:1] with p->x). The parent entry spans the
 * listed members of the one element: the members not listed stay on the
 * host, and neighbouring elements are untouched. */
#include <stdio.h>
#include <stdlib.h>

#define N 16

struct item {
  int x;
  double *ptr;
  int y;
};

struct grid {
  int n;
  struct item cells[3];
};

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

int main(void) {
  double *bufs[4];
  struct item arr[4];
  for (int e = 0; e < 4; e++) {
    bufs[e] = malloc(sizeof(double) * N);
    for (int k = 0; k < N; k++) bufs[e][k] = e * 100 + k;
    arr[e].x = e;
    arr[e].ptr = bufs[e];
    arr[e].y = 10 * e;
  }

  /* 1. One member of one element: x comes back, y (not listed) stays. */
#pragma omp target map(tofrom: arr[2].x)
  {
    arr[2].x += 40;
  }
  expect("arr2_x", arr[2].x, 42);
  expect("arr2_y_not_back", arr[2].y, 20);
  expect("arr1_x_untouched", arr[1].x, 1);

  /* 2. The pointee of an element's pointer member, attached into the
   * device copy of the element. */
  double sum = 0;
#pragma omp target map(to: arr[1].ptr[0:N]) map(from: sum)
  {
    double s = 0;
    for (int k = 0; k < N; k++) s += arr[1].ptr[k];
    sum = s;
  }
  expect("arr1_ptr_sum", (long)sum, 100 * N + N * (N - 1) / 2);
  expect("arr1_ptr_is_host", arr[1].ptr == bufs[1], 1);

  /* 3. A variable element on a data region: member and pointee stay
   * mapped across kernels; update moves the member. */
  int i = 3;
#pragma omp target data map(to: arr[i].x) map(tofrom: arr[i].ptr[0:N])
  {
#pragma omp target
    {
      for (int k = 0; k < N; k++) arr[i].ptr[k] += arr[i].x;
      arr[i].x = 7;
    }
    expect("arr3_x_host_during", arr[i].x, 3);
#pragma omp target update from(arr[i].x)
    expect("arr3_x_after_update", arr[i].x, 7);
  }
  expect("buf3_5", (long)bufs[3][5], 300 + 5 + 3);
  expect("arr3_ptr_restored", arr[3].ptr == bufs[3], 1);

  /* 4. An element of an array member of a struct. */
  struct grid gr = {3, {{1, 0, 2}, {3, 0, 4}, {5, 0, 6}}};
#pragma omp target map(tofrom: gr.cells[1].x)
  {
    gr.cells[1].x *= 11;
  }
  expect("gr_cells1_x", gr.cells[1].x, 33);
  expect("gr_cells1_y_not_back", gr.cells[1].y, 4);
  expect("gr_cells2_x", gr.cells[2].x, 5);

  /* 5. Through a pointer to an array of structs. */
  struct item *q = arr;
#pragma omp target map(tofrom: q[0].x, q[0].ptr[2:4])
  {
    for (int k = 2; k < 6; k++) q[0].ptr[k] = -k;
    q[0].x = 99;
  }
  expect("q0_x", arr[0].x, 99);
  expect("buf0_1_untouched", (long)bufs[0][1], 1);
  expect("buf0_3", (long)bufs[0][3], -3);
  expect("buf0_6_untouched", (long)bufs[0][6], 6);

  /* 6. A pointer with members through it: p[0:1] copies the whole
   * struct in, p->x also comes back, the rest does not. */
  struct item *p = &arr[1];
  p->x = 5;
  p->y = 6;
  int seen_y = 0;
#pragma omp target map(to: p[0:1]) map(tofrom: p->x) map(from: seen_y)
  {
    seen_y = p->y;
    p->x = p->x * 100 + p->y;
    p->y = 0;
  }
  expect("p_seen_y", seen_y, 6);
  expect("p_x", arr[1].x, 506);
  expect("p_y_not_back", arr[1].y, 6);
  expect("p_ptr_is_host", arr[1].ptr == bufs[1], 1);

  for (int e = 0; e < 4; e++) free(bufs[e]);
  if (failures) {
    printf("FAIL elemmembers: %d failures\n", failures);
    return 1;
  }
  printf("PASS elemmembers\n");
  return 0;
}
