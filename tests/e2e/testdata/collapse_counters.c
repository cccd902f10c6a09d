/* collapse_counters: collapsed nests whose lanes walk several iterations
 * each (few teams and threads), on every walk: grid-stride, static chunks
 * of 2, 3 and the default size, dist_schedule chunks, dynamic and guided;
 * negative, strided and unit steps, negative lower bounds, a level of one
 * iteration and one of none, char, short, unsigned and long long
 * indices, collapse(2) to collapse(4), a continue in the body. Every
 * iteration must run exactly once with its own index values; a static
 * schedule of one team must give thread t chunks t, t+T, ... */
#include <omp.h>
#include <stdio.h>

#define NI 7
#define NJ 6
#define NK 13

static int hits[NI * NJ * NK * 3];
static long long sums[3];

static int check(const char *name, int n, int want_skip) {
  int bad = 0, skipped = 0;
  for (int x = 0; x < n; x++) {
    if (hits[x] == 0) skipped++;
    else if (hits[x] != 1) bad++;
  }
  printf("%s: %s (skipped %d, index sums %lld %lld %lld)\n", name, bad == 0 && skipped == want_skip ? "ok" : "WRONG",
         skipped, sums[0], sums[1], sums[2]);
  for (int x = 0; x < n; x++) hits[x] = 0;
  sums[0] = sums[1] = sums[2] = 0;
  return bad != 0 || skipped != want_skip;
}

int main(void) {
  int fails = 0;

  /* Grid-stride over 3 x 7 lanes: i from -3 up by 1, j down from 10 by
   * 2, k up by 3 from 0. */
#pragma omp target teams distribute parallel for collapse(3) num_teams(3) num_threads(7) map(tofrom: hits, sums)
  for (int i = -3; i < NI - 3; i++)
    for (int j = 10; j > 10 - 2 * NJ; j -= 2)
      for (int k = 0; k < 3 * NK; k += 3) {
        int x = ((i + 3) * NJ + (10 - j) / 2) * NK + k / 3;
        hits[x] += 1;
#pragma omp atomic
        sums[0] += i;
#pragma omp atomic
        sums[1] += j;
#pragma omp atomic
        sums[2] += k;
      }
  fails += check("grid-stride 3x7", NI * NJ * NK, 0);

  /* The same with a continue in the body: the skipped cells stay 0. */
#pragma omp target teams distribute parallel for collapse(3) num_teams(2) num_threads(5) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) {
        if ((i + j + k) % 5 == 0) continue;
        hits[(i * NJ + j) * NK + k] += 1;
      }
  int skip5 = 0;
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) skip5 += (i + j + k) % 5 == 0;
  fails += check("continue", NI * NJ * NK, skip5);

  /* Static chunks of 1 and 3, the default static schedule, dynamic and
   * guided, each with few lanes. */
#pragma omp target teams distribute parallel for collapse(3) schedule(static, 2) num_teams(2) num_threads(8) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("static 2", NI * NJ * NK, 0);
#pragma omp target teams distribute parallel for collapse(3) schedule(static, 3) num_teams(3) num_threads(4) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("static 3", NI * NJ * NK, 0);
#pragma omp target teams distribute parallel for collapse(3) schedule(static) num_teams(2) num_threads(6) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("static", NI * NJ * NK, 0);
#pragma omp target teams distribute parallel for collapse(3) dist_schedule(static, 5) num_teams(3) num_threads(4) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("dist_schedule 5", NI * NJ * NK, 0);
#pragma omp target teams distribute parallel for collapse(3) schedule(dynamic, 4) num_teams(2) num_threads(4) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("dynamic 4", NI * NJ * NK, 0);
#pragma omp target teams distribute parallel for collapse(3) schedule(guided, 2) num_teams(2) num_threads(4) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("guided 2", NI * NJ * NK, 0);

  /* One team of 5 threads, schedule(static, 2): thread t runs chunks t,
   * t+5, ... of the collapsed space. */
  static int owner[NJ * NK];
  int threads = 0;
#pragma omp target parallel for collapse(2) schedule(static, 2) num_threads(5) map(tofrom: owner, threads)
  for (int j = 0; j < NJ; j++)
    for (int k = 0; k < NK; k++) {
      owner[j * NK + k] = omp_get_thread_num();
      if (j == 0 && k == 0) threads = omp_get_num_threads();
    }
  int wrong = 0;
  for (int x = 0; x < NJ * NK; x++) wrong += owner[x] != (x / 2) % threads;
  printf("static 2 owners: %s\n", wrong == 0 ? "ok" : "WRONG");
  fails += wrong != 0;

  /* Narrow and wide index types, collapse(2) and collapse(4), a level of
   * one iteration. */
#pragma omp target teams distribute parallel for collapse(2) num_teams(2) num_threads(3) map(tofrom: hits, sums)
  for (signed char c = 100; c > 100 - NI * 4; c -= 4)
    for (short s = -300; s < -300 + NJ; s++) {
      hits[((100 - c) / 4) * NJ + (s + 300)] += 1;
#pragma omp atomic
      sums[0] += c;
#pragma omp atomic
      sums[1] += s;
    }
  fails += check("char and short", NI * NJ, 0);
#pragma omp target teams distribute parallel for collapse(4) num_teams(3) num_threads(5) map(tofrom: hits, sums)
  for (unsigned u = 4000000000u; u < 4000000000u + NI; u++)
    for (long long w = 5; w < 6; w++)
      for (unsigned char b = 250; b >= 250 - 2 * (NJ - 1); b -= 2)
        for (int k = NK - 1; k >= 0; k--) {
          hits[((u - 4000000000u) * NJ + (250 - b) / 2) * NK + k] += 1;
#pragma omp atomic
          sums[0] += u;
#pragma omp atomic
          sums[1] += w + b;
#pragma omp atomic
          sums[2] += k;
        }
  fails += check("collapse(4) unsigned, long long, unsigned char", NI * NJ * NK, 0);

  /* A level with no iterations: nothing runs. */
  int zero = 0;
#pragma omp target teams distribute parallel for collapse(3) num_teams(2) num_threads(4) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < zero; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("empty level", NI * NJ * NK, NI * NJ * NK);

  /* More lanes than iterations (one each, the rest idle), and the
   * default launch. */
#pragma omp target teams distribute parallel for collapse(3) num_teams(20) num_threads(64) map(tofrom: hits)
  for (int i = 0; i < NI; i++)
    for (int j = 0; j < NJ; j++)
      for (int k = 0; k < NK; k++) hits[(i * NJ + j) * NK + k] += 1;
  fails += check("idle lanes", NI * NJ * NK, 0);
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: hits)
  for (int i = 0; i < NI * 3; i++)
    for (int j = 0; j < NJ * NK; j++) hits[i * NJ * NK + j] += 1;
  fails += check("default launch", NI * NJ * NK * 3, 0);

  printf("%s\n", fails ? "FAIL collapse_counters" : "PASS collapse_counters");
  return fails != 0;
}
