/* lastprivate(conditional: x) on parallel loops beside code in target
 * regions: in a target region (one team; a local of the region, a loop
 * run again under a for statement) and in a teams region, where each
 * team runs the whole loop, and in a distribute loop's body. Checked
 * against a sequential run on the host. */
#include <stdio.h>
#define N 3000
int main(void) {
  static int a[N];
  for (int i = 0; i < N; i++) a[i] = (i * 7919) % 1009;
  int fails = 0;
  int x = -1, after = 0, none = 0;
  #pragma omp target map(to: a) map(tofrom: x, after, none)
  {
    int y = 77;
    x = -2;
    #pragma omp parallel for lastprivate(conditional: x, y)
    for (int i = 0; i < N; i++) { if (a[i] == 3) x = i; if (a[i] == 1000) y = i; }
    after = x * 2;
    none = y;
    for (int r = 0; r < 2; r++) {
      #pragma omp parallel for lastprivate(conditional: x)
      for (int i = 0; i < N; i++) if (a[i] == 10 + r) x = i;
      after += x;
    }
  }
  int hx = -2;
  for (int i = 0; i < N; i++) if (a[i] == 3) hx = i;
  int ha = hx * 2;
  for (int r = 0; r < 2; r++) { for (int i = 0; i < N; i++) if (a[i] == 10 + r) hx = i; ha += hx; }
  printf("target: x=%d after=%d none=%d\n", x, after, none);
  int hy = 77; for (int i = 0; i < N; i++) if (a[i] == 1000) hy = i;
  if (x != hx || after != ha || none != hy) fails++;

  int t = 0, seen = 0;
  #pragma omp target teams num_teams(3) map(to: a) map(tofrom: t, seen)
  {
    int mine = -5;
    #pragma omp parallel for lastprivate(conditional: mine)
    for (int j = 0; j < N; j++) if (a[j] % 101 == 4) mine = j;
    #pragma omp atomic
    t += mine;
    #pragma omp atomic
    seen += 1;
  }
  int hm = -5;
  for (int j = 0; j < N; j++) if (a[j] % 101 == 4) hm = j;
  printf("teams: per-team %d\n", seen ? t / seen : 0);
  if (seen < 1 || t != hm * seen) fails++;
  /* In the body of a distribute loop, once per row. */
  static int rows[6][500];
  int res[6];
  for (int r = 0; r < 6; r++)
    for (int i = 0; i < 500; i++) rows[r][i] = (r * 31 + i * 17) % 97;
  #pragma omp target teams distribute map(to: rows) map(from: res)
  for (int r = 0; r < 6; r++) {
    int last = -1;
    #pragma omp parallel for lastprivate(conditional: last)
    for (int i = 0; i < 500; i++) if (rows[r][i] == 5) last = i;
    res[r] = last;
  }
  int rbad = 0;
  for (int r = 0; r < 6; r++) {
    int h = -1;
    for (int i = 0; i < 500; i++) if (rows[r][i] == 5) h = i;
    rbad += res[r] != h;
  }
  printf("distribute body: %d wrong\n", rbad);
  if (rbad) fails++;
  printf(fails ? "FAIL generic_lastprivate_conditional\n" : "PASS generic_lastprivate_conditional\n");
  return fails;
}
