/* Ordered regions of target parallel for loops: each iteration appends
 * its number to a sequence under the ordered construct, so the sequence
 * is 0, 1, 2, ... only when they run in iteration order; the unordered
 * part of each iteration runs in parallel. Also ordered simd in simd
 * loops, and ordered with dynamic and guided schedules and collapse. */
#include <stdio.h>
#include <omp.h>
#define N 200

int main(void) {
  int fails = 0;
  int seq[N], pos = 0, sq[N], who[N];
#pragma omp target parallel for ordered num_threads(16) map(tofrom: seq, pos, sq, who)
  for (int i = 0; i < N; i++) {
    int v = i * i;
    sq[i] = v;
#pragma omp ordered
    {
      seq[pos] = i;
      pos++;
    }
    who[i] = omp_get_thread_num();
  }
  int ok = pos == N;
  for (int i = 0; i < N; i++) ok &= seq[i] == i && sq[i] == i * i && who[i] >= 0 && who[i] < 16;
  printf("1: static ordered %d pos %d\n", ok, pos);
  fails += !ok;

  /* dynamic and guided chunks, a non-unit step, a loop of the target
   * region written as target then parallel for */
  int kinds = 0;
  for (int kind = 0; kind < 2; kind++) {
    int seq2[N], p2 = 0;
    if (kind == 0) {
#pragma omp target parallel for ordered schedule(dynamic, 3) map(tofrom: seq2, p2)
      for (int i = N - 1; i >= 0; i -= 2) {
#pragma omp ordered
        seq2[p2++] = i;
      }
    } else {
#pragma omp target map(tofrom: seq2, p2)
#pragma omp parallel for ordered schedule(guided) num_threads(8)
      for (int i = N - 1; i >= 0; i -= 2) {
#pragma omp ordered threads
        seq2[p2++] = i;
      }
    }
    ok = p2 == N / 2;
    for (int j = 0; j < N / 2; j++) ok &= seq2[j] == N - 1 - 2 * j;
    kinds += ok;
  }
  printf("2: dynamic/guided ordered %d\n", kinds);
  fails += kinds != 2;

  /* collapse: the logical iterations of the collapsed space in order */
  int cseq[6 * 7], cp = 0;
#pragma omp target parallel for ordered collapse(2) map(tofrom: cseq, cp)
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 7; b++) {
#pragma omp ordered
      cseq[cp++] = a * 10 + b;
    }
  ok = cp == 42;
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 7; b++) ok &= cseq[a * 7 + b] == a * 10 + b;
  printf("3: collapse ordered %d\n", ok);
  fails += !ok;

  /* the ordered construct as the loop's whole body */
  int wseq[50], wp = 0;
#pragma omp target parallel for ordered num_threads(5) map(tofrom: wseq, wp)
  for (int i = 0; i < 50; i++)
#pragma omp ordered
    wseq[wp++] = i;
  ok = wp == 50;
  for (int i = 0; i < 50; i++) ok &= wseq[i] == i;
  printf("3: whole-body ordered %d\n", ok);
  fails += !ok;

  /* ordered simd in a simd loop: in iteration order */
  int sseq[64], sp = 0;
#pragma omp target map(tofrom: sseq, sp)
  {
    int c = 0;
#pragma omp simd
    for (int i = 0; i < 64; i++) {
#pragma omp ordered simd
      {
        sseq[c] = i;
        c++;
      }
    }
    sp = c;
  }
  ok = sp == 64;
  for (int i = 0; i < 64; i++) ok &= sseq[i] == i;
  printf("4: ordered simd %d %d\n", ok, sp);
  fails += !ok;

  if (fails) {
    printf("FAIL target_ordered (%d)\n", fails);
    return 1;
  }
  printf("PASS target_ordered\n");
  return 0;
}
