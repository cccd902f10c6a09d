/* Metadirectives inside target regions, resolved at compile time for
 * the device: the variants selected by device kind and architecture,
 * by constant user conditions (with macros), the default or otherwise
 * clause, an empty variant and nothing. Checked against the host. */
#include <stdio.h>

#define N 300
#define BIG 1
#define TILE 16

int main(void) {
  int a[N], b[N], c[N], d[N];
  long e[N];
  for (int i = 0; i < N; i++) a[i] = (i * 5) % 23 - 7;
  int count = 0;

  /* The whole region: folds into a combined construct. */
#pragma omp target map(to: a) map(from: b)
  {
#pragma omp metadirective when(device={arch("nvptx", "nvptx64")}: teams distribute parallel for) default(parallel for)
    for (int i = 0; i < N; i++) b[i] = 3 * a[i] + 1;
  }

  /* A constant condition over macros, with the otherwise clause. */
#pragma omp target map(to: a) map(from: c)
  {
#pragma omp metadirective when(user={condition(BIG && N > 2 * TILE)}: parallel for simd) otherwise(simd)
    for (int i = 0; i < N; i++) c[i] = a[i] * a[i];
  }

  /* No when clause matches: the default variant, in the region's code
   * beside other statements. */
#pragma omp target map(to: a) map(from: d) map(tofrom: count)
  {
    int off = 2;
#pragma omp metadirective when(device={kind(fpga)}: parallel for) default(parallel for reduction(+: count))
    for (int i = 0; i < N; i++) {
      d[i] = a[i] - off;
      if (d[i] > 0) count++;
    }
  }

  /* An empty variant and nothing: the statements as written. */
  long acc = 0;
#pragma omp target map(to: a) map(from: e) map(tofrom: acc)
  {
#pragma omp metadirective when(user={condition(!(N > 10))}: parallel) default()
    for (int i = 0; i < N; i++) {
      acc += a[i];
      e[i] = acc;
    }
#pragma omp metadirective when(device={kind(host)}: nothing) default(nothing)
    acc = acc * 2;
  }

  int bad = 0, hcount = 0;
  long hacc = 0;
  for (int i = 0; i < N; i++) {
    if (b[i] != 3 * a[i] + 1) bad++;
    if (c[i] != a[i] * a[i]) bad++;
    if (d[i] != a[i] - 2) bad++;
    if (a[i] - 2 > 0) hcount++;
    hacc += a[i];
    if (e[i] != hacc) bad++;
  }
  if (count != hcount || acc != 2 * hacc) bad++;
  printf("metadirective: count %d acc %ld b %d c %d\n", count, acc, b[N - 1], c[7]);
  printf("%s target_metadirective\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
