/* Ordered regions in the parallel loops of generic target regions (code
 * beside the loops) and in the worksharing loops of parallel regions:
 * each iteration writes a shared counter's value under the ordered
 * construct, which must equal the iteration's position in the loop, so
 * any iteration run out of order shows. Every schedule, several team
 * sizes, a loop run again by the region's own for statement (the ticket
 * starts over), a parallel block of two ordered loops, a parallel region
 * of code, an if clause that makes the region inactive, collapse, a
 * teams region whose every team runs the loop, and the loops of nested
 * parallel regions (teams of one thread). */
#include <stdio.h>
#include <omp.h>
#define N 160

static int fails;

static void check(const char *what, const int *pos, int n, int count, int base) {
  int ok = count == base + n;
  for (int q = 0; q < n; q++) ok &= pos[q] == base + q;
  printf("%s: %s\n", what, ok ? "ok" : "WRONG");
  fails += !ok;
}

int main(void) {
  int pos[N], sq[N], k = 0;

  /* the region's code sets the counter; the loop's ordered regions read
   * and advance it; the code after the loop reads its final value */
  int after = 0;
#pragma omp target map(tofrom: pos, k, after)
  {
    k = 3;
#pragma omp parallel for ordered num_threads(4)
    for (int i = 0; i < N; i++) {
#pragma omp ordered
      pos[i] = k++;
    }
    after = k * 2;
  }
  check("default schedule", pos, N, k, 3);
  if (after != 2 * (N + 3)) {
    printf("after: WRONG %d\n", after);
    fails++;
  }

  /* every schedule on teams of 2, 5 and 8 threads */
  const int threads[] = {2, 5, 8};
  for (int t = 0; t < 3; t++) {
    int nt = threads[t], c1 = 0, c2 = 0, c3 = 0, c4 = 0, c5 = 0;
    int p1[N], p2[N], p3[N], p4[N], p5[N];
#pragma omp target map(tofrom: p1, p2, p3, p4, p5, c1, c2, c3, c4, c5, sq)
    {
      int chunk = nt - 1;
#pragma omp parallel for ordered schedule(static) num_threads(nt)
      for (int i = 0; i < N; i++) {
        sq[i] = i * i;
#pragma omp ordered
        p1[i] = c1++;
      }
#pragma omp parallel for ordered schedule(static, chunk) num_threads(nt)
      for (int i = 0; i < N; i++) {
#pragma omp ordered
        { p2[i] = c2; c2++; }
        sq[i] += 1;
      }
#pragma omp parallel for ordered schedule(static, 1) num_threads(nt)
      for (int i = N - 1; i >= 0; i--) {
#pragma omp ordered threads
        p3[N - 1 - i] = c3++;
      }
#pragma omp parallel for ordered schedule(dynamic, 3) num_threads(nt)
      for (int i = 0; i < N; i += 2) {
#pragma omp ordered
        p4[i / 2] = c4++;
      }
#pragma omp parallel for ordered schedule(guided) num_threads(nt)
      for (int i = 0; i < N; i++)
#pragma omp ordered
        p5[i] = c5++;
    }
    printf("threads %d\n", nt);
    check(" static", p1, N, c1, 0);
    check(" static chunk", p2, N, c2, 0);
    check(" static 1, decreasing", p3, N, c3, 0);
    check(" dynamic, step 2", p4, N / 2, c4, 0);
    check(" guided, whole body", p5, N, c5, 0);
    int ok = 1;
    for (int i = 0; i < N; i++) ok &= sq[i] == i * i + 1;
    printf(" unordered parts: %s\n", ok ? "ok" : "WRONG");
    fails += !ok;
  }

  /* the region's for statement runs the loop three times: the ticket
   * starts over each time */
  {
    int runs[3][N], c[3] = {0, 0, 0};
#pragma omp target map(tofrom: runs, c)
    for (int r = 0; r < 3; r++) {
      int cnt = 100 * r;
#pragma omp parallel for ordered schedule(static, 2) num_threads(6)
      for (int i = 0; i < N; i++) {
#pragma omp ordered
        runs[r][i] = cnt++;
      }
      c[r] = cnt;
    }
    check("run 0", runs[0], N, c[0], 0);
    check("run 1", runs[1], N, c[1], 100);
    check("run 2", runs[2], N, c[2], 200);
  }

  /* a parallel block of two ordered loops with a single between them */
  {
    int a1[N], a2[N], cnt = 0, mid = -1;
#pragma omp target map(tofrom: a1, a2, cnt, mid)
    {
      cnt = 10;
#pragma omp parallel num_threads(4)
      {
#pragma omp for ordered schedule(dynamic)
        for (int i = 0; i < N; i++) {
#pragma omp ordered
          a1[i] = cnt++;
        }
#pragma omp single
        mid = cnt;
#pragma omp for ordered schedule(static, 5)
        for (int i = 0; i < N; i++) {
#pragma omp ordered
          a2[i] = cnt++;
        }
      }
    }
    check("block loop 1", a1, N, mid, 10);
    check("block loop 2", a2, N, cnt, 10 + N);
  }

  /* a parallel region of code: each thread's own variables beside an
   * ordered worksharing loop */
  {
    int a1[N], owner[N], cnt = 0, seen = 0;
#pragma omp target map(tofrom: a1, owner, cnt, seen)
    {
      cnt = 0;
#pragma omp parallel num_threads(3)
      {
        int me = omp_get_thread_num();
#pragma omp for ordered schedule(static, 4)
        for (int i = 0; i < N; i++) {
          owner[i] = me;
#pragma omp ordered
          a1[i] = cnt++;
        }
#pragma omp atomic
        seen++;
      }
    }
    check("parallel region of code", a1, N, cnt, 0);
    /* (the host fallback, gcc's code on LLVM's libomp, hands every
     * chunk of an ordered static loop to thread 0: no check of owners) */
    int ok = seen >= 1 && seen <= 3;
    for (int i = 0; i < N; i++) ok &= owner[i] >= 0 && owner[i] < seen;
    printf("parallel region of code owners: %s\n", ok ? "ok" : "WRONG");
    fails += !ok;
  }

  /* a target parallel region whose code holds an ordered loop */
  {
    int a1[N], cnt = 0, last = 0;
#pragma omp target parallel num_threads(4) map(tofrom: a1, cnt, last)
    {
#pragma omp for ordered schedule(guided, 3)
      for (int i = 0; i < N; i++) {
#pragma omp ordered
        a1[i] = cnt++;
      }
#pragma omp single
      last = cnt;
    }
    check("target parallel region", a1, N, cnt, 0);
    fails += last != N;
  }

  /* if false: the parallel region is inactive, one thread runs the loop */
  {
    int a1[N], a2[N], c1 = 0, c2 = 0, off = 0, on = 1;
#pragma omp target map(tofrom: a1, a2, c1, c2)
    {
      c1 = 0;
#pragma omp parallel for ordered if(off) num_threads(4)
      for (int i = 0; i < N; i++) {
#pragma omp ordered
        a1[i] = c1++;
      }
#pragma omp parallel for ordered if(on) num_threads(4) schedule(static, 3)
      for (int i = 0; i < N; i++) {
#pragma omp ordered
        a2[i] = c2++;
      }
    }
    check("if false", a1, N, c1, 0);
    check("if true", a2, N, c2, 0);
  }

  /* collapse(2): the collapsed space's logical iterations in order */
  {
    int a1[N], cnt = 0;
#pragma omp target map(tofrom: a1, cnt)
    {
      cnt = 0;
#pragma omp parallel for ordered collapse(2) schedule(static, 3) num_threads(5)
      for (int x = 0; x < 8; x++)
        for (int y = 0; y < 20; y++) {
#pragma omp ordered
          a1[x * 20 + y] = cnt++;
        }
    }
    check("collapse", a1, N, cnt, 0);
  }

  /* a teams region: every team runs the loop with its own counter */
  {
    int rows[2][N], done[2] = {0, 0};
    for (int t = 0; t < 2; t++)
      for (int i = 0; i < N; i++) rows[t][i] = -1;
#pragma omp target teams num_teams(2) map(tofrom: rows, done)
    {
      int cnt = 0, t = omp_get_team_num();
#pragma omp parallel for ordered num_threads(4) schedule(dynamic, 2)
      for (int i = 0; i < N; i++) {
#pragma omp ordered
        rows[t][i] = cnt++;
      }
      done[t] = cnt;
    }
    /* (OpenMP lets the region run fewer teams than num_teams asks) */
    int ok = done[0] == N;
    for (int t = 0; t < 2; t++)
      for (int i = 0; i < N; i++) ok &= rows[t][i] == (done[t] ? i : -1);
    printf("teams: %s\n", ok && (done[1] == 0 || done[1] == N) ? "ok" : "WRONG");
    fails += !(ok && (done[1] == 0 || done[1] == N));
  }

  /* nested parallel regions in a target parallel region: each thread's
   * inner team of one runs its loop in order */
  {
    int a1[4][N / 4], a2[4][N / 4], c1[4] = {0, 0, 0, 0}, c2[4] = {0, 0, 0, 0};
#pragma omp target parallel num_threads(4) map(tofrom: a1, a2, c1, c2)
    {
      int t = omp_get_thread_num();
#pragma omp parallel for ordered schedule(static, 3)
      for (int i = 0; i < N / 4; i++) {
#pragma omp ordered
        a1[t][i] = c1[t]++;
      }
#pragma omp parallel
      {
#pragma omp for ordered schedule(dynamic)
        for (int i = N / 4 - 1; i >= 0; i--) {
#pragma omp ordered
          a2[t][N / 4 - 1 - i] = c2[t]++;
        }
      }
    }
    int ok = 1;
    for (int t = 0; t < 4; t++) {
      int z1 = c1[t] == 0, z2 = c2[t] == 0; /* a thread the runtime did not start */
      for (int i = 0; i < N / 4; i++) {
        ok &= z1 || a1[t][i] == i;
        ok &= z2 || a2[t][i] == i;
      }
      ok &= (z1 || c1[t] == N / 4) && (z2 || c2[t] == N / 4) && z1 == z2;
    }
    ok &= c1[0] == N / 4;
    printf("nested parallel regions: %s\n", ok ? "ok" : "WRONG");
    fails += !ok;
  }

  if (fails) {
    printf("FAIL generic_ordered (%d)\n", fails);
    return 1;
  }
  printf("PASS generic_ordered\n");
  return 0;
}
