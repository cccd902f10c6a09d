/* Ordered regions of target parallel for loops with schedule(static,
 * chunk): the chunks are dealt to the threads in turn, so each thread
 * waits for the others' chunks before its next one. Each iteration
 * writes a shared counter's value under the ordered construct, which
 * must equal the iteration's position; the thread that ran each
 * iteration must be the one the schedule names. Several team sizes and
 * chunk sizes, a chunk in a variable, a decreasing loop, collapse. The
 * schedule is checked against the team the loop ran on (a host fallback
 * may run fewer threads than num_threads asks for). */
#include <stdio.h>
#include <omp.h>
#define N 240

static int check(const char *what, const int *pos, const int *who, int n, int count, int chunk, int threads, int team) {
  int ok = count == n;
  for (int q = 0; q < n; q++) {
    ok &= pos[q] == q;
    if (who) ok &= team >= 1 && team <= threads && who[q] == (q / chunk) % team;
  }
  printf("%s chunk %d threads %d: %s\n", what, chunk, threads, ok ? "ok" : "WRONG");
  return !ok;
}

int main(void) {
  int fails = 0;
  int pos[N], who[N], sq[N];
  const int chunks[] = {1, 3, 7, 50};
  const int teams[] = {2, 5, 16};
  for (int c = 0; c < 4; c++)
    for (int t = 0; t < 3; t++) {
      int chunk = chunks[c], nt = teams[t], count = 0, team = 0;
#pragma omp target parallel for ordered schedule(static, chunk) num_threads(nt) map(tofrom: pos, who, sq, count, team)
      for (int i = 0; i < N; i++) {
        sq[i] = i * i; /* outside the ordered region: in parallel */
#pragma omp ordered
        {
          pos[i] = count;
          count++;
        }
        who[i] = omp_get_thread_num();
        if (i == 0) team = omp_get_num_threads();
      }
      for (int i = 0; i < N; i++) fails += sq[i] != i * i;
      fails += check("increasing", pos, who, N, count, chunk, nt, team);
    }

  /* a literal chunk, a decreasing loop with a step of 3: position q is
   * iteration i = N - 1 - 3q */
  {
    int count = 0, n = (N + 2) / 3, team = 0;
#pragma omp target parallel for ordered schedule(monotonic: static, 4) num_threads(6) map(tofrom: pos, who, count, team)
    for (int i = N - 1; i >= 0; i -= 3) {
#pragma omp ordered threads
      pos[(N - 1 - i) / 3] = count++;
      who[(N - 1 - i) / 3] = omp_get_thread_num();
      if (i == N - 1) team = omp_get_num_threads();
    }
    fails += check("decreasing", pos, who, n, count, 4, 6, team);
  }

  /* collapse(2): the collapsed space's logical iterations in order */
  {
    int count = 0;
#pragma omp target parallel for ordered collapse(2) schedule(static, 5) num_threads(4) map(tofrom: pos, count)
    for (int a = 0; a < 12; a++)
      for (int b = 0; b < 20; b++) {
#pragma omp ordered
        pos[a * 20 + b] = count++;
      }
    fails += check("collapse", pos, 0, N, count, 5, 4, 0);
  }

  /* the ordered construct as the loop's whole body, a running sum that
   * only iteration order gives */
  {
    long long acc = 0, seen[N];
#pragma omp target parallel for ordered schedule(static, 2) num_threads(8) map(tofrom: acc, seen)
    for (int i = 0; i < N; i++)
#pragma omp ordered
      seen[i] = acc = acc * 3 % 1000003 + i;
    long long h = 0;
    int ok = 1;
    for (int i = 0; i < N; i++) {
      h = h * 3 % 1000003 + i;
      ok &= seen[i] == h;
    }
    printf("running value: %s\n", ok && acc == h ? "ok" : "WRONG");
    fails += !(ok && acc == h);
  }
  if (fails) {
    printf("FAIL ordered_static_chunk (%d)\n", fails);
    return 1;
  }
  printf("PASS ordered_static_chunk\n");
  return 0;
}
