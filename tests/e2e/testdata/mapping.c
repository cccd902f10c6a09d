/* Data mapping in every direction: scalars, whole arrays and 1-D sections
 * with to, from, tofrom, alloc and always; firstprivate and private; the
 * implicit rules. Every value that must not come back is checked to keep
 * its host value. */
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

int main(void) {
  /* Scalars. */
  int s_to = 5, seen_to = -1;
  int s_tofrom = 1;
  int s_from = -9;
  int s_always = 20;
#pragma omp target map(to: s_to) map(from: seen_to) map(tofrom: s_tofrom) map(from: s_from) map(always, tofrom: s_always)
  {
    seen_to = s_to; /* the device copy was initialized from the host */
    s_to = 99;      /* must not come back: map(to:) */
    s_tofrom += 10;
    s_from = 42;
    s_always *= 3;
  }
  expect("s_to", s_to, 5);
  expect("seen_to", seen_to, 5);
  expect("s_tofrom", s_tofrom, 11);
  expect("s_from", s_from, 42);
  expect("s_always", s_always, 60);

  /* Whole arrays: to (modified on the device, must not come back), from
   * (written completely on the device), alloc (device scratch, never
   * copied either way), always tofrom. */
  int in[64], out[64], scratch[64], acc[64];
  for (int i = 0; i < 64; i++) {
    in[i] = i;
    out[i] = -7;
    scratch[i] = 1000 + i;
    acc[i] = i * 2;
  }
#pragma omp target map(to: in) map(from: out) map(alloc: scratch) map(always, tofrom: acc)
  {
    for (int i = 0; i < 64; i++) scratch[i] = in[i] * 3;
    for (int i = 0; i < 64; i++) {
      out[i] = scratch[i] + 1;
      acc[i] += in[i];
      in[i] = -1;
    }
  }
  long in_sum = 0, out_sum = 0, scratch_sum = 0, acc_sum = 0;
  int bad = 0;
  for (int i = 0; i < 64; i++) {
    in_sum += in[i];
    out_sum += out[i];
    scratch_sum += scratch[i];
    acc_sum += acc[i];
    bad += in[i] != i || out[i] != 3 * i + 1 || scratch[i] != 1000 + i || acc[i] != 3 * i;
  }
  expect("in_sum", in_sum, 2016);
  expect("out_sum", out_sum, 6112);
  expect("scratch_sum", scratch_sum, 66016);
  expect("acc_sum", acc_sum, 6048);
  expect("array_mismatches", bad, 0);

  /* Sections with a non-zero lower bound: the rest of the host array must
   * stay untouched, by the copy back as much as by the kernel. */
  int big[100];
  for (int i = 0; i < 100; i++) big[i] = i;
  int lo = 20, len = 30;
#pragma omp target teams distribute parallel for map(tofrom: big[lo:len])
  for (int i = lo; i < lo + len; i++) big[i] *= 10;
  bad = 0;
  for (int i = 0; i < 100; i++) bad += big[i] != ((i >= 20 && i < 50) ? 10 * i : i);
  expect("big[19]", big[19], 19);
  expect("big[20]", big[20], 200);
  expect("big[49]", big[49], 490);
  expect("big[50]", big[50], 50);
  expect("section_mismatches", bad, 0);

  /* Pointer sections: to from one buffer, from into the middle of another;
   * a section whose length is the rest of the array (big2[60:]). */
  double *src = malloc(sizeof(double) * 50);
  double *dst = malloc(sizeof(double) * 50);
  int big2[80];
  for (int i = 0; i < 50; i++) {
    src[i] = 0.5 * i;
    dst[i] = -1.0;
  }
  for (int i = 0; i < 80; i++) big2[i] = -3;
#pragma omp target teams distribute parallel for map(to: src[5:10]) map(from: dst[3:10]) map(from: big2[60:])
  for (int k = 0; k < 20; k++) {
    if (k < 10) dst[3 + k] = src[5 + k] * 4.0;
    big2[60 + k] = k * k;
  }
  bad = 0;
  for (int i = 0; i < 50; i++) bad += dst[i] != ((i >= 3 && i < 13) ? 2.0 * (i + 2) : -1.0);
  for (int i = 0; i < 80; i++) bad += big2[i] != (i >= 60 ? (i - 60) * (i - 60) : -3);
  printf("dst[2]=%.1f dst[3]=%.1f dst[12]=%.1f dst[13]=%.1f\n", dst[2], dst[3], dst[12], dst[13]);
  expect("big2[59]", big2[59], -3);
  expect("big2[79]", big2[79], 361);
  expect("pointer_section_mismatches", bad, 0);
  free(src);
  free(dst);

  /* firstprivate, private and implicit firstprivate scalars: the region
   * changes its copies, the host keeps its values. An array in
   * firstprivate is copied in and not back. */
  int fp = 3, pv = 50, imp = 7, res_fp = 0, res_pv = 0, res_imp = 0;
  int fa[4] = {1, 2, 3, 4}, res_fa = 0;
#pragma omp target firstprivate(fp, fa) private(pv) map(from: res_fp, res_pv, res_imp, res_fa)
  {
    fp += 100;
    pv = 9;
    pv *= 2;
    imp += 1000;
    fa[0] = 40;
    res_fp = fp;
    res_pv = pv;
    res_imp = imp;
    res_fa = fa[0] + fa[1] + fa[2] + fa[3];
  }
  expect("fp", fp, 3);
  expect("res_fp", res_fp, 103);
  expect("pv", pv, 50);
  expect("res_pv", res_pv, 18);
  expect("imp", imp, 7);
  expect("res_imp", res_imp, 1007);
  expect("fa[0]", fa[0], 1);
  expect("res_fa", res_fa, 49);

  /* Implicit mapping of a whole array of known size is tofrom. */
  int implicit_arr[16];
  for (int i = 0; i < 16; i++) implicit_arr[i] = i;
#pragma omp target teams distribute parallel for
  for (int i = 0; i < 16; i++) implicit_arr[i] = implicit_arr[i] * implicit_arr[i];
  long sq = 0;
  for (int i = 0; i < 16; i++) sq += implicit_arr[i];
  expect("implicit_sq_sum", sq, 1240);

  if (failures) {
    printf("FAIL mapping: %d failures\n", failures);
    return 1;
  }
  printf("PASS mapping\n");
  return 0;
}
