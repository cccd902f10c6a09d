/* Conformance-style tests (a harness of checking macros, one function per
 * feature): atomic update, read, write, capture and compare forms, memory-
 * order clauses, critical in a combined construct. */
#include "vv_harness.h"

int test_atomic_update_forms(void) {
  int errors = 0;
  int c = 0; long l = 100; double d = 0.0; unsigned u = 0xffu;
#pragma omp target teams distribute parallel for map(tofrom: c, l, d, u)
  for (int i = 0; i < N; i++) {
#pragma omp atomic
    c++;
#pragma omp atomic update
    l -= 1;
#pragma omp atomic
    d += 0.5;
#pragma omp atomic
    u &= ~(1u << (i % 4));
  }
  TEST_AND_SET_VERBOSE(errors, c != N || l != 100 - N || d != N * 0.5 || u != 0xf0u);
  REPORT_AND_RETURN(errors);
}

int test_atomic_read_write(void) {
  int errors = 0;
  int x = 0, seen = -1;
#pragma omp target parallel num_threads(4) map(tofrom: x, seen)
  {
    if (omp_get_thread_num() == 0) {
#pragma omp atomic write
      x = 17;
    }
#pragma omp barrier
    int v;
#pragma omp atomic read
    v = x;
    if (omp_get_thread_num() == 0) seen = v;
  }
  TEST_AND_SET_VERBOSE(errors, x != 17 || seen != 17);
  REPORT_AND_RETURN(errors);
}

int test_atomic_capture(void) {
  int errors = 0;
  int counter = 0;
  int got[N];
#pragma omp target teams distribute parallel for map(tofrom: counter) map(from: got)
  for (int i = 0; i < N; i++) {
    int old;
#pragma omp atomic capture
    old = counter++;
    got[i] = old;
  }
  int seen[N];
  for (int i = 0; i < N; i++) seen[i] = 0;
  for (int i = 0; i < N; i++) if (got[i] >= 0 && got[i] < N) seen[got[i]]++;
  for (int i = 0; i < N; i++) TEST_AND_SET_VERBOSE(errors, seen[i] != 1);
  TEST_AND_SET_VERBOSE(errors, counter != N);
  int v = 10, w;
#pragma omp target map(tofrom: v, w)
  {
#pragma omp atomic capture
    { w = v; v += 5; }
  }
  TEST_AND_SET_VERBOSE(errors, v != 15 || w != 10);
  REPORT_AND_RETURN(errors);
}

int test_atomic_compare(void) {
  int errors = 0;
  int mx = -1, mn = 1 << 30;
  int arr[N];
  for (int i = 0; i < N; i++) arr[i] = (i * 37) % 1001;
#pragma omp target teams distribute parallel for map(to: arr) map(tofrom: mx, mn)
  for (int i = 0; i < N; i++) {
#pragma omp atomic compare
    if (arr[i] > mx) { mx = arr[i]; }
#pragma omp atomic compare
    mn = arr[i] < mn ? arr[i] : mn;
  }
  int hmx = -1, hmn = 1 << 30;
  for (int i = 0; i < N; i++) { if (arr[i] > hmx) hmx = arr[i]; if (arr[i] < hmn) hmn = arr[i]; }
  TEST_AND_SET_VERBOSE(errors, mx != hmx || mn != hmn);
  REPORT_AND_RETURN(errors);
}

int test_atomic_seq_cst_hint(void) {
  int errors = 0;
  int x = 0;
#pragma omp target parallel for map(tofrom: x) num_threads(8)
  for (int i = 0; i < 100; i++) {
#pragma omp atomic update seq_cst
    x += 2;
#pragma omp atomic relaxed
    x -= 1;
  }
  TEST_AND_SET_VERBOSE(errors, x != 100);
  REPORT_AND_RETURN(errors);
}

int test_critical_in_target(void) {
  int errors = 0;
  int s = 0;
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(4) map(tofrom: s)
  for (int i = 0; i < 64; i++) {
#pragma omp critical
    s += 1;
  }
  TEST_AND_SET_VERBOSE(errors, s != 64);
  REPORT_AND_RETURN(errors);
}

int main(void) {
  int total = 0;
  CHECK_OFFLOADING();
  printf("offloading: %s\n", on_device ? "device" : "host");
  RUN_TEST(test_atomic_update_forms);
  RUN_TEST(test_atomic_read_write);
  RUN_TEST(test_atomic_capture);
  RUN_TEST(test_atomic_compare);
  RUN_TEST(test_atomic_seq_cst_hint);
  RUN_TEST(test_critical_in_target);
  FINISH("vv_atomics", total);
  return 0;
}
