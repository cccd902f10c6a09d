/* gotos among the statements of target regions that hold parallel
   loops beside other code: forward past a loop, backward to repeat
   loops, out of a while loop that holds one, to a label on a statement
   that holds one, in a teams region and in the body of a distribute
   loop that holds parallel loops, with loops of different team sizes. */
#include <stdio.h>
#include <omp.h>
#define N 32
int main(void) {
  int ok = 1;
  for (int r = 0; r < 2; r++) {
    int a[N], m = r ? 4 : 32, out[4] = {0, 0, 0, 0};
    for (int i = 0; i < N; i++) a[i] = i;
    #pragma omp target map(tofrom: a, out) map(to: m)
    {
      int k = 0, rounds = 0;
      if (m < 8) goto small;
      #pragma omp parallel for
      for (int i = 0; i < N; i++) a[i] = 2 * a[i];
      k = 5;
    small:
      a[0] += k + 1;
      while (k < 9) {
        #pragma omp parallel for
        for (int i = 0; i < N; i++) a[i] += k;
        if (a[3] > 40) goto done;
        k++;
      }
    done:
      out[0] = k;
    again:
      {
        #pragma omp parallel for num_threads(4)
        for (int i = 0; i < N; i++) a[i] -= 1;
        rounds++;
      }
      if (rounds < 3) goto again;
      out[1] = rounds;
      int t = 0;
    top:
      #pragma omp parallel for num_threads(8) reduction(+: t)
      for (int i = 0; i < N; i++) t += a[i] % 3;
      if (t < 100) { t = t * 2 + 1; goto top; }
      out[2] = t;
    }
    int h[N], hk = 0, hr = 0, ht = 0;
    for (int i = 0; i < N; i++) h[i] = i;
    if (!(m < 8)) {
      for (int i = 0; i < N; i++) h[i] = 2 * h[i];
      hk = 5;
    }
    h[0] += hk + 1;
    while (hk < 9) {
      for (int i = 0; i < N; i++) h[i] += hk;
      if (h[3] > 40) break;
      hk++;
    }
    do {
      for (int i = 0; i < N; i++) h[i] -= 1;
      hr++;
    } while (hr < 3);
    for (;;) {
      for (int i = 0; i < N; i++) ht += h[i] % 3;
      if (ht < 100) ht = ht * 2 + 1; else break;
    }
    for (int i = 0; i < N; i++) ok = ok && a[i] == h[i];
    ok = ok && out[0] == hk && out[1] == hr && out[2] == ht;
    printf("r %d: k %d rounds %d t %d a0 %d a3 %d a31 %d\n", r, out[0], out[1], out[2], a[0], a[3], a[N - 1]);
  }

  /* A teams region: each team runs the code and its own loops. */
  int b[4 * N], s[4] = {0, 0, 0, 0}, nteams = 0;
  for (int i = 0; i < 4 * N; i++) b[i] = i % 7;
  #pragma omp target teams num_teams(4) map(tofrom: b, s, nteams)
  {
    int tm = omp_get_team_num(), k = 0;
    if (tm == 0) nteams = omp_get_num_teams();
  more:
    #pragma omp parallel for
    for (int i = 0; i < N; i++) b[tm * N + i] += tm + 1;
    k++;
    if (k <= tm) goto more;
    if (tm % 2) goto skip;
    #pragma omp parallel for
    for (int i = 0; i < N; i++) b[tm * N + i] *= 10;
  skip:
    s[tm] = k;
  }
  /* num_teams(4) asks for at most 4 teams: check those that ran. */
  ok = ok && nteams >= 1 && nteams <= 4;
  for (int tm = 0; tm < nteams; tm++)
    for (int i = 0; i < N; i++) {
      int v = (tm * N + i) % 7 + (tm + 1) * (tm + 1);
      if (tm % 2 == 0) v *= 10;
      ok = ok && b[tm * N + i] == v && s[tm] == tm + 1;
    }
  printf("teams: s0 %d b %d\n", s[0], b[5]);

  /* The body of a distribute loop that holds parallel loops. */
  int c[8 * N];
  for (int i = 0; i < 8 * N; i++) c[i] = 0;
  #pragma omp target teams num_teams(2) map(tofrom: c)
  #pragma omp distribute
  for (int j = 0; j < 8; j++) {
    int reps = 0;
  rep:
    #pragma omp parallel for
    for (int i = 0; i < N; i++) c[j * N + i] += j;
    reps++;
    if (reps < 2) goto rep;
    if (j % 3 == 0) goto next;
    #pragma omp parallel for
    for (int i = 0; i < N; i++) c[j * N + i] += 1000;
  next:;
  }
  for (int j = 0; j < 8; j++)
    for (int i = 0; i < N; i++)
      ok = ok && c[j * N + i] == 2 * j + (j % 3 ? 1000 : 0);
  printf("distribute: c %d %d %d\n", c[0], c[N + 1], c[7 * N]);
  if (!ok) {
    printf("FAIL goto_generic_team\n");
    return 1;
  }
  printf("PASS goto_generic_team\n");
  return 0;
}
