/* Structs: whole structs, members, pointer members with their pointees
 * (attached into the device copy of the struct), nested members, arrays
 * of structs, typedef'd anonymous structs. */
#include <stdio.h>
#include <stdlib.h>

#define N 32

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

struct inner {
  int tag;
  double w[4];
};

struct vec {
  long n;
  unsigned char flags : 3, kind : 5;
  double *data;
  struct inner in;
  int arr[8];
};

typedef struct {
  float x, y;
} point;

union num {
  int i;
  float f;
};

int main(void) {
  double *buf = malloc(sizeof(double) * N);
  for (int i = 0; i < N; i++) buf[i] = i;

  /* 1. A whole struct with its pointer member's pointee: the kernel reads
   * the data through the device copy of the struct. */
  struct vec v = {N, 5, 3, buf, {7, {1, 2, 3, 4}}, {0}};
  double sum = 0;
#pragma omp target map(to: v, v.data[0:N]) map(from: sum)
  {
    double s = 0;
    for (long i = 0; i < v.n; i++) s += v.data[i];
    sum = s + v.in.tag + v.flags + v.kind;
    v.data[0] = 99.0; /* to: must not come back */
  }
  expect("sum_via_pointer_member", (long)sum, (N * (N - 1)) / 2 + 7 + 5 + 3);
  expect("buf0_not_back", (long)buf[0], 0);
  expect("v_data_is_host_ptr", v.data == buf, 1);

  /* 2. Members only: v.n and a section of v.arr go to the device; the
   * kernel writes v.arr[2:3] back with from; v.in.tag (not mapped) keeps
   * its host value. */
  for (int i = 0; i < 8; i++) v.arr[i] = i;
#pragma omp target data map(to: v.n) map(tofrom: v.arr[2:3])
  {
#pragma omp target map(tofrom: v.arr[2:3])
    {
      for (int i = 2; i < 5; i++) v.arr[i] += 100;
    }
  }
  expect("arr1", v.arr[1], 1);
  expect("arr2", v.arr[2], 102);
  expect("arr4", v.arr[4], 104);
  expect("arr5", v.arr[5], 5);
  expect("in_tag_host", v.in.tag, 7);

  /* 3. Enter data of the struct and its pointee, then a kernel uses the
   * attached pointer; updates move the pointee and a nested member. */
  for (int i = 0; i < N; i++) buf[i] = 1.0;
#pragma omp target enter data map(to: v, v.data[0:N])
#pragma omp target teams distribute parallel for
  for (int i = 0; i < N; i++) v.data[i] *= 4.0;
  expect("buf3_before_update", (long)buf[3], 1);
#pragma omp target update from(v.data[0:N])
  expect("buf3_after_update", (long)buf[3], 4);
  v.in.w[2] = 30.0;
#pragma omp target update to(v.in.w)
  double w2 = 0;
#pragma omp target map(from: w2)
  { w2 = v.in.w[2] + v.data[3]; }
  expect("w2_plus_data3", (long)w2, 34);
  /* A host update of the whole struct must not clobber the attached
   * device pointer: the runtime restores it. */
  v.in.tag = 8;
#pragma omp target update to(v)
  double d5 = 0;
#pragma omp target map(from: d5)
  { d5 = v.data[5] + v.in.tag; }
  expect("data5_after_struct_update", (long)d5, 12);
#pragma omp target exit data map(from: v, v.data[0:N])
  expect("v_data_restored", v.data == buf, 1);
  expect("buf7_exit", (long)buf[7], 4);

  /* 4. Through a pointer to the struct: p->data pointee and p->n. */
  struct vec *p = &v;
  for (int i = 0; i < N; i++) buf[i] = 2.0;
#pragma omp target map(to: p->n) map(tofrom: p->data[0:N])
  {
    for (long i = 0; i < p->n; i++) p->data[i] += (double)i;
  }
  expect("p_data10", (long)buf[10], 12);

  /* 5. Arrays of structs and a typedef'd anonymous struct; a union. */
  point pts[N];
  for (int i = 0; i < N; i++) {
    pts[i].x = (float)i;
    pts[i].y = 0.0f;
  }
#pragma omp target teams distribute parallel for map(tofrom: pts[0:N])
  for (int i = 0; i < N; i++) pts[i].y = pts[i].x * 2.0f;
  expect("pts7_y", (long)pts[7].y, 14);
  union num u;
  u.f = 1.5f;
  int ubits = 0;
#pragma omp target map(from: ubits)
  {
    union num w = u;
    ubits = w.i;
  }
  union num check = {0};
  check.f = 1.5f;
  expect("union_bits", ubits, check.i);
  struct inner local = {3, {0}};
  int seen = 0;
#pragma omp target map(tofrom: local) map(from: seen)
  {
    struct inner copy = local;
    seen = copy.tag;
    local.tag = 33;
  }
  expect("inner_seen", seen, 3);
  expect("inner_back", local.tag, 33);

  free(buf);
  if (failures) {
    printf("FAIL structs: %d failures\n", failures);
    return 1;
  }
  printf("PASS structs\n");
  return 0;
}
