/* declare mapper: default and named mappers, nested mappers, sections of
 * structs with per-element lengths expanded element by element at run
 * time (target data, target, target update, enter/exit data), a 2-D
 * section under a mapper, and update directions that leave the other
 * direction's fields alone. Every element is checked. */
#include <stdio.h>
#include <stdlib.h>

static int failures;

static void expect(const char *what, long got, long want) {
  printf("%s=%ld\n", what, got);
  if (got != want) {
    printf("  FAIL: %s is %ld, want %ld\n", what, got, want);
    failures++;
  }
}

/* Counts mismatches quietly and prints one line per check. */
static void expect_all(const char *what, long bad) { expect(what, bad, 0); }

typedef struct Vec {
  int len;
  float *data;
} Vec;

/* The default mapper of Vec: its length and its own data. */
#pragma omp declare mapper(Vec v) map(tofrom: v.len, v.data[0:v.len])
/* A named mapper that maps only the length (to). */
#pragma omp declare mapper(lenonly: struct Vec v) map(to: v.len)

/* Nested: a Pair's v goes through Vec's default mapper. */
struct Pair {
  int id;
  Vec v;
};
#pragma omp declare mapper(struct Pair p) map(tofrom: p.id, p.v)

/* Mixed directions, for target update. */
typedef struct {
  int in, out, n;
  float *buf;
} Mixed;
#pragma omp declare mapper(dir: Mixed m) map(to: m.in, m.n) map(from: m.out) map(tofrom: m.buf[0:m.n])

/* A pointee section of structs under a mapper: each element of
 * m.vecs[0:m.n] goes through Vec's default mapper in its turn. */
typedef struct {
  int n;
  Vec *vecs;
} Mesh;
#pragma omp declare mapper(Mesh m) map(tofrom: m.n, m.vecs[0:m.n])

static Vec make_vec(int len, int seed) {
  Vec v;
  v.len = len;
  v.data = malloc(sizeof(float) * (len > 0 ? len : 1));
  for (int j = 0; j < len; j++) v.data[j] = (float)(seed * 10 + j);
  return v;
}

int main(void) {
  /* 1. An array of Vec with per-element lengths through the default
   * mapper: target data, a kernel, target update from/to, a kernel. */
  int n = 6;
  Vec *v = malloc(sizeof(Vec) * n);
  for (int i = 0; i < n; i++) v[i] = make_vec(i + 1, i);
#pragma omp target data map(tofrom: v[0:n])
  {
#pragma omp target map(tofrom: v[0:n])
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < v[i].len; j++) v[i].data[j] += 1000.0f;
    }
    long bad = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < v[i].len; j++) bad += v[i].data[j] != (float)(i * 10 + j);
    expect_all("vec_host_untouched_inside_data", bad);
#pragma omp target update from(v[0:n])
    bad = 0;
    for (int i = 0; i < n; i++)
      for (int j = 0; j < v[i].len; j++) bad += v[i].data[j] != (float)(1000 + i * 10 + j);
    expect_all("vec_after_update_from", bad);
    for (int i = 0; i < n; i++) v[i].data[0] = (float)(-i);
#pragma omp target update to(v[0:n])
#pragma omp target map(tofrom: v[0:n])
    {
      for (int i = 0; i < n; i++)
        for (int j = 0; j < v[i].len; j++) v[i].data[j] *= 2.0f;
    }
  }
  long bad = 0;
  for (int i = 0; i < n; i++) {
    bad += v[i].len != i + 1;
    for (int j = 0; j < v[i].len; j++) {
      float want = j == 0 ? (float)(-2 * i) : (float)(2 * (1000 + i * 10 + j));
      bad += v[i].data[j] != want;
    }
  }
  expect_all("vec_after_target_data", bad);
  expect("vec5_data5", (long)v[5].data[5], 2 * (1000 + 55));

  /* 2. A named mapper different from the default: only len goes to the
   * device (to), so the kernel's writes to len do not come back. */
  long total = 0;
#pragma omp target map(mapper(lenonly), tofrom: v[0:n]) map(tofrom: total)
  {
    for (int i = 0; i < n; i++) {
      total += v[i].len;
      v[i].len = 0;
    }
  }
  expect("lenonly_total", total, n * (n + 1) / 2);
  bad = 0;
  for (int i = 0; i < n; i++) bad += v[i].len != i + 1;
  expect_all("lenonly_len_not_back", bad);

  /* 3. Nested mappers: a whole array of struct Pair (each holding a Vec)
   * and one struct Pair captured implicitly (static expansion). */
  struct Pair ps[3];
  for (int k = 0; k < 3; k++) {
    ps[k].id = k;
    ps[k].v = make_vec(2 + k, 5 + k);
  }
#pragma omp target map(tofrom: ps)
  {
    for (int k = 0; k < 3; k++) {
      ps[k].id += 100;
      for (int j = 0; j < ps[k].v.len; j++) ps[k].v.data[j] *= 3.0f;
    }
  }
  bad = 0;
  for (int k = 0; k < 3; k++) {
    bad += ps[k].id != 100 + k;
    for (int j = 0; j < ps[k].v.len; j++) bad += ps[k].v.data[j] != (float)(3 * ((5 + k) * 10 + j));
  }
  expect_all("nested_pairs", bad);
  struct Pair one;
  one.id = 1;
  one.v = make_vec(4, 9);
#pragma omp target
  {
    one.id = 7;
    one.v.data[1] = 42.0f;
    one.v.data[3] += one.v.len;
  }
  expect("one_id", one.id, 7);
  expect("one_data1", (long)one.v.data[1], 42);
  expect("one_data3", (long)one.v.data[3], 93 + 4);

  /* 4. A 2-D section under the mapper: enter data, a kernel, exit data. */
  Vec grid[2][3];
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++) grid[r][c] = make_vec(r + c + 1, r * 3 + c);
#pragma omp target enter data map(to: grid[0:2][0:3])
#pragma omp target map(tofrom: grid[0:2][0:3])
  {
    for (int r = 0; r < 2; r++)
      for (int c = 0; c < 3; c++)
        for (int j = 0; j < grid[r][c].len; j++) grid[r][c].data[j] += (float)(100 * r + 10 * c);
  }
  bad = 0;
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++)
      for (int j = 0; j < grid[r][c].len; j++) bad += grid[r][c].data[j] != (float)((r * 3 + c) * 10 + j);
  expect_all("grid_host_untouched", bad);
#pragma omp target exit data map(from: grid[0:2][0:3])
  bad = 0;
  for (int r = 0; r < 2; r++)
    for (int c = 0; c < 3; c++)
      for (int j = 0; j < grid[r][c].len; j++)
        bad += grid[r][c].data[j] != (float)((r * 3 + c) * 10 + j + 100 * r + 10 * c);
  expect_all("grid_after_exit", bad);

  /* 5. Update directions: 'out' is from-only and 'in'/'n' to-only. */
  Mixed ms[4];
  for (int i = 0; i < 4; i++) {
    ms[i].in = i + 1;
    ms[i].out = -1;
    ms[i].n = i + 2;
    ms[i].buf = malloc(sizeof(float) * ms[i].n);
    for (int j = 0; j < ms[i].n; j++) ms[i].buf[j] = (float)j;
  }
#pragma omp target enter data map(mapper(dir), to: ms[0:4])
#pragma omp target map(mapper(dir), tofrom: ms[0:4])
  {
    for (int i = 0; i < 4; i++) {
      ms[i].out = 2 * ms[i].in;
      for (int j = 0; j < ms[i].n; j++) ms[i].buf[j] += 1.0f;
    }
  }
  for (int i = 0; i < 4; i++) {
    ms[i].out = 77; /* from-only: must not be sent by update to */
    ms[i].in = 50 + i;
    ms[i].buf[0] = 500.0f;
  }
#pragma omp target update to(mapper(dir): ms[0:4])
#pragma omp target map(mapper(dir), tofrom: ms[0:4])
  {
    for (int i = 0; i < 4; i++) {
      ms[i].out += 1;  /* 2 * (i + 1) + 1 unless 77 was sent */
      ms[i].in += 100; /* to-only: must not come back by update from */
      for (int j = 0; j < ms[i].n; j++) ms[i].buf[j] += 1.0f;
    }
  }
#pragma omp target update from(mapper(dir): ms[0:4])
  bad = 0;
  for (int i = 0; i < 4; i++) {
    bad += ms[i].out != 2 * (i + 1) + 1;
    bad += ms[i].in != 50 + i;
    /* buf is tofrom: the host's values went to the device (500 and the
     * host's j, not the first kernel's j + 1) and came back plus one. */
    bad += ms[i].buf[0] != 501.0f;
    for (int j = 1; j < ms[i].n; j++) bad += ms[i].buf[j] != (float)(j + 1);
  }
  expect_all("update_directions", bad);
  expect("ms2_out", ms[2].out, 7);
  expect("ms2_in", ms[2].in, 52);
#pragma omp target exit data map(mapper(dir), release: ms[0:4])

  /* 6. Pointee sections of structs: a Mesh whose vecs each map their
   * own data, one Mesh (static) and an array of two (dynamic). */
  Mesh mesh;
  mesh.n = 3;
  mesh.vecs = malloc(sizeof(Vec) * 3);
  for (int i = 0; i < 3; i++) mesh.vecs[i] = make_vec(i + 2, 20 + i);
#pragma omp target map(tofrom: mesh)
  {
    for (int i = 0; i < mesh.n; i++)
      for (int j = 0; j < mesh.vecs[i].len; j++) mesh.vecs[i].data[j] = -mesh.vecs[i].data[j];
  }
  bad = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < mesh.vecs[i].len; j++) bad += mesh.vecs[i].data[j] != (float)(-((20 + i) * 10 + j));
  expect_all("mesh_pointee_structs", bad);
  Mesh meshes[2];
  for (int k = 0; k < 2; k++) {
    meshes[k].n = 2 + k;
    meshes[k].vecs = malloc(sizeof(Vec) * meshes[k].n);
    for (int i = 0; i < meshes[k].n; i++) meshes[k].vecs[i] = make_vec(1 + i + k, k * 4 + i);
  }
#pragma omp target data map(to: meshes[0:2])
  {
#pragma omp target
    {
      for (int k = 0; k < 2; k++)
        for (int i = 0; i < meshes[k].n; i++)
          for (int j = 0; j < meshes[k].vecs[i].len; j++) meshes[k].vecs[i].data[j] += 0.5f;
    }
#pragma omp target update from(meshes[0:2])
  }
  bad = 0;
  for (int k = 0; k < 2; k++)
    for (int i = 0; i < meshes[k].n; i++)
      for (int j = 0; j < meshes[k].vecs[i].len; j++) bad += meshes[k].vecs[i].data[j] != (float)((k * 4 + i) * 10 + j) + 0.5f;
  expect_all("meshes_update_from", bad);

  /* 7. Nearest scope wins: a block-scope default mapper for Vec that only
   * sends len hides the file-scope one, so len does not come back. */
  {
#pragma omp declare mapper(Vec w) map(to: w.len)
    long lens = 0;
#pragma omp target map(tofrom: v[0:n]) map(tofrom: lens)
    {
      for (int i = 0; i < n; i++) {
        lens += v[i].len;
        v[i].len = -1;
      }
    }
    expect("block_mapper_lens", lens, n * (n + 1) / 2);
    bad = 0;
    for (int i = 0; i < n; i++) bad += v[i].len != i + 1;
    expect_all("block_mapper_len_not_back", bad);
  }

  for (int i = 0; i < n; i++) free(v[i].data);
  free(v);
  if (failures) {
    printf("FAIL mapper: %d failures\n", failures);
    return 1;
  }
  printf("PASS mapper\n");
  return 0;
}
