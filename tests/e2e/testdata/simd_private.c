/* private and lastprivate on a simd loop nested in device code (a loop kernel's body, a
 * generic region's code and its parallel loop, a target parallel
 * region, a declare target function), and a loop construct with
 * bind(thread) in a loop kernel's body: the loop runs in order on the
 * thread that meets it, with its own copy of each item, and the
 * original keeps its value. Checked against the host. */
#include <stdio.h>
#include <omp.h>
#define N 64
#define M 8
#pragma omp declare target
float rowsum(const float *a, int m) {
  float t, s = 0, z = 0;
#pragma omp simd private(t) reduction(+: s)
  for (int j = 0; j < m; j++) {
    t = a[j] * 2.0f;
    s += t;
  }
#pragma omp loop bind(thread) reduction(+: z)
  for (int j = 0; j < m; j++) {
    z += a[j] * 0.0f;
  }
  return s + z;
}
#pragma omp end declare target
int main(void) {
  int fails = 0;
  float a[N * M], out[N], out2[N], out3[N];
  for (int i = 0; i < N * M; i++) a[i] = (i % 7) * 0.5f;

  /* 1: a loop kernel's body and a declare target function. */
#pragma omp target teams distribute parallel for map(to: a) map(from: out, out2)
  for (int i = 0; i < N; i++) {
    float t2, acc = 0;
#pragma omp simd private(t2) reduction(+: acc)
    for (int j = 0; j < M; j++) {
      t2 = a[i * M + j] + 1.0f;
      acc += t2 * t2;
    }
    out[i] = acc;
    out2[i] = rowsum(&a[i * M], M);
  }
  int ok = 1;
  for (int i = 0; i < N; i++) {
    float acc = 0, s = 0;
    for (int j = 0; j < M; j++) {
      float t = a[i * M + j] + 1.0f;
      acc += t * t;
      s += a[i * M + j] * 2.0f;
    }
    ok &= out[i] == acc && out2[i] == s;
  }
  printf("1: kernel=%d\n", ok);
  fails += !ok;

  /* 2: a generic region: the code beside the loop and the loop's body;
   * a mapped variable made private keeps its value. */
  float keep = -1.0f, total = 0;
#pragma omp target map(to: a) map(from: out3) map(tofrom: keep, total)
  {
    float first = 0;
#pragma omp simd private(keep)
    for (int j = 0; j < M; j++) {
      keep = a[j];
      first += keep;
    }
    total = first;
#pragma omp parallel for
    for (int i = 0; i < N; i++) {
      float u;
      float s = 0;
#pragma omp simd private(u)
      for (int j = 0; j < M; j++) {
        u = a[i * M + j];
        s += u;
      }
      out3[i] = s;
    }
  }
  float first = 0;
  for (int j = 0; j < M; j++) first += a[j];
  ok = keep == -1.0f && total == first;
  for (int i = 0; i < N; i++) {
    float s = 0;
    for (int j = 0; j < M; j++) s += a[i * M + j];
    ok &= out3[i] == s;
  }
  printf("2: generic=%d\n", ok);
  fails += !ok;

  /* 3: a target parallel region. */
  int cnt = 0, w = 7;
#pragma omp target parallel num_threads(4) map(tofrom: cnt, w)
  {
    int local = 0;
#pragma omp simd private(w)
    for (int j = 0; j < 5; j++) {
      w = j;
      local += w;
    }
#pragma omp atomic
    cnt += local;
  }
  ok = w == 7 && cnt % 10 == 0 && cnt >= 10;
  printf("3: parallel=%d\n", ok);
  fails += !ok;

  /* 4: a loop construct with bind(thread) in a loop kernel's body runs
   * on the thread that meets it, as a simd loop does. */
  int m[N];
  float v = -2.0f;
#pragma omp target parallel for map(from: m) map(tofrom: v)
  for (int i = 0; i < N; i++) {
    int acc = 0;
#pragma omp loop bind(thread) private(v) reduction(+: acc)
    for (int j = 0; j < i; j++) {
      v = (float)j;
      acc += (int)v;
    }
    m[i] = acc;
  }
  ok = v == -2.0f;
  for (int i = 0; i < N; i++) ok &= m[i] == i * (i - 1) / 2;
  printf("4: loop_thread=%d\n", ok);
  fails += !ok;

  /* 5: lastprivate on a simd loop in a loop kernel's body: the last
   * iteration's value and the loop variable's final value. */
  int lastv[N], lasti[N];
#pragma omp target teams distribute parallel for map(from: lastv, lasti)
  for (int i = 0; i < N; i++) {
    int v = -1, j;
#pragma omp simd lastprivate(v, j)
    for (j = 0; j < i + 3; j++) v = j * 10 + i;
    lastv[i] = v;
    lasti[i] = j;
  }
  ok = 1;
  for (int i = 0; i < N; i++) ok &= lastv[i] == (i + 2) * 10 + i && lasti[i] == i + 3;
  printf("5: lastprivate=%d\n", ok);
  fails += !ok;

  if (fails) {
    printf("FAIL simd_private\n");
    return 1;
  }
  printf("PASS simd_private\n");
  return 0;
}
