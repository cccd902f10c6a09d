/* The OpenMP device routines at every level: in the region of each
 * combined construct, in the code beside the nested loop of a generic
 * region and inside that loop, each both in the region's own text and in
 * a declare target function called from it. One thread of each context
 * records what the routines return; the host prints the values and
 * checks them against OpenMP 5.2. Only values that OpenMP fixes are
 * printed (omp_get_max_threads, and omp_get_thread_limit without a
 * thread_limit clause, are implementation defined and only checked for
 * consistency). */
#include <omp.h>
#include <stdio.h>

enum { TN, NT, LVL, ALVL, INPAR, TS0, TS1, TS2, TSM1, ANC0, ANC1, ANC2, ANCM1, MAXTEAMS, DEFDEV, INIT, TEAM, NTEAMS, MTOK, TL, NV };

#define RECORD(o)                                                             \
  do {                                                                        \
    (o)[TN] = omp_get_thread_num();                                           \
    (o)[NT] = omp_get_num_threads();                                          \
    (o)[LVL] = omp_get_level();                                               \
    (o)[ALVL] = omp_get_active_level();                                       \
    (o)[INPAR] = omp_in_parallel();                                           \
    (o)[TS0] = omp_get_team_size(0);                                          \
    (o)[TS1] = omp_get_team_size(1);                                          \
    (o)[TS2] = omp_get_team_size(2);                                          \
    (o)[TSM1] = omp_get_team_size(-1);                                        \
    (o)[ANC0] = omp_get_ancestor_thread_num(0);                               \
    (o)[ANC1] = omp_get_ancestor_thread_num(1);                               \
    (o)[ANC2] = omp_get_ancestor_thread_num(2);                               \
    (o)[ANCM1] = omp_get_ancestor_thread_num(-1);                             \
    (o)[MAXTEAMS] = omp_get_max_teams();                                      \
    (o)[DEFDEV] = omp_get_default_device();                                   \
    (o)[INIT] = omp_is_initial_device();                                      \
    (o)[TEAM] = omp_get_team_num();                                           \
    (o)[NTEAMS] = omp_get_num_teams();                                        \
    (o)[MTOK] = omp_get_max_threads() >= 1;                                   \
    (o)[TL] = omp_get_thread_limit();                                         \
  } while (0)

#pragma omp declare target
static void record(int *o) { RECORD(o); }
#pragma omp end declare target

static int failures;

/* Prints one context's values (from the region's text, r, and from the
 * declare target function, f) and checks them: level is the level the
 * context must be at, nt its team size there (0: whatever the runtime
 * chose, at least 1), tl the thread_limit clause (0: none). */
static void check(const char *what, const int *r, const int *f, int level, int tn, int nt, int team, int nteams, int tl) {
  int same = 1;
  for (int i = 0; i < NV; i++) same &= r[i] == f[i];
  int n = r[NT];
  int active = level == 1 && n > 1;
  printf("%s: lvl=%d ts0=%d ts2=%d tsm1=%d anc0=%d anc2=%d ancm1=%d maxteams=%d defdev=%d init=%d team=%d nteams=%d",
         what, r[LVL], r[TS0], r[TS2], r[TSM1], r[ANC0], r[ANC2], r[ANCM1], r[MAXTEAMS], r[DEFDEV], r[INIT], r[TEAM], r[NTEAMS]);
  if (nt) printf(" tn=%d nt=%d alvl=%d inpar=%d ts1=%d anc1=%d", r[TN], r[NT], r[ALVL], r[INPAR], r[TS1], r[ANC1]);
  if (tl) printf(" tl=%d", r[TL]);
  printf(" fn_same=%d\n", same);
  int ok = same && r[LVL] == level && r[TS0] == 1 && r[TS2] == -1 && r[TSM1] == -1 && r[ANC0] == 0 && r[ANC2] == -1 &&
           r[ANCM1] == -1 && r[MAXTEAMS] == 0 && r[DEFDEV] == 0 && r[INIT] == 0 && r[TEAM] == team &&
           r[NTEAMS] == nteams && r[MTOK] == 1 && r[TN] == tn && n >= 1 && r[ALVL] == active && r[INPAR] == active &&
           r[TS1] == (level ? n : -1) && r[ANC1] == (level ? tn : -1) && (!nt || n == nt) && (!tl || r[TL] == tl) &&
           r[TL] >= n;
  if (!ok) {
    printf("  FAIL: %s\n", what);
    failures++;
  }
}

int main(void) {
  int r[NV], f[NV];

#pragma omp target map(from: r, f)
  {
    RECORD(r);
    record(f);
  }
  check("target", r, f, 0, 0, 1, 0, 1, 0);

#pragma omp target teams num_teams(2) thread_limit(3) map(from: r, f)
  if (omp_get_team_num() == 1) {
    RECORD(r);
    record(f);
  }
  check("target teams", r, f, 0, 0, 1, 1, 2, 3);

#pragma omp target teams distribute num_teams(2) map(from: r, f)
  for (int i = 0; i < 4; i++)
    if (i == 3) {
      RECORD(r);
      record(f);
    }
  check("target teams distribute", r, f, 0, 0, 1, 1, 2, 0);

#pragma omp target parallel num_threads(4) map(from: r, f)
  if (omp_get_thread_num() == 2) {
    RECORD(r);
    record(f);
  }
  check("target parallel", r, f, 1, 2, 4, 0, 1, 0);

#pragma omp target parallel num_threads(1) map(from: r, f)
  {
    RECORD(r);
    record(f);
  }
  check("target parallel num_threads(1)", r, f, 1, 0, 1, 0, 1, 0);

#pragma omp target parallel for num_threads(4) thread_limit(6) schedule(static) map(from: r, f)
  for (int i = 0; i < 8; i++)
    if (omp_get_thread_num() == 3) {
      RECORD(r);
      record(f);
    }
  check("target parallel for", r, f, 1, 3, 4, 0, 1, 6);

  /* The team sizes a host runtime gives teams are its own: only the
   * relations between the values are checked. */
#pragma omp target teams distribute parallel for num_teams(2) thread_limit(4) dist_schedule(static) schedule(static) map(from: r, f)
  for (int i = 0; i < 8; i++)
    if (omp_get_team_num() == 1 && omp_get_thread_num() == 0) {
      RECORD(r);
      record(f);
    }
  check("target teams distribute parallel for", r, f, 1, 0, 0, 1, 2, 4);

#pragma omp target simd map(from: r, f)
  for (int i = 0; i < 4; i++)
    if (i == 1) {
      RECORD(r);
      record(f);
    }
  check("target simd", r, f, 0, 0, 1, 0, 1, 0);

  /* A generic region: the code beside the loop is level 0 on one
   * thread, the loop level 1 on four. */
  int s1[NV], s1f[NV], p[NV], pf[NV], s2[NV], s2f[NV];
#pragma omp target thread_limit(4) map(from: s1, s1f, p, pf, s2, s2f)
  {
    RECORD(s1);
    record(s1f);
#pragma omp parallel for num_threads(4) schedule(static)
    for (int i = 0; i < 8; i++)
      if (omp_get_thread_num() == 2) {
        RECORD(p);
        record(pf);
      }
    RECORD(s2);
    record(s2f);
  }
  check("generic before the loop", s1, s1f, 0, 0, 1, 0, 1, 4);
  check("generic loop", p, pf, 1, 2, 4, 0, 1, 4);
  check("generic after the loop", s2, s2f, 0, 0, 1, 0, 1, 4);

  /* omp_get_wtime advances (or stands still) inside a region and its
   * tick is positive. */
  int wt_ok = 0;
  double acc = 0;
#pragma omp target map(from: wt_ok) map(tofrom: acc)
  {
    double t0 = omp_get_wtime();
    for (int i = 0; i < 100000; i++) acc += i * 0.5;
    double t1 = omp_get_wtime();
    double tick = omp_get_wtick();
    wt_ok = t1 >= t0 && t0 > 0 && tick > 0 && tick < 1;
  }
  printf("wtime_ok=%d\n", wt_ok);
  failures += !wt_ok;

  /* omp_get_device_num() is the device that runs the region. clang-19's
   * host plugin answers with the host runtime's initial device instead,
   * so either is accepted here; tests/e2e/devnum_test.go checks the
   * lowered program's value exactly. */
  int nd = omp_get_num_devices(), dev_ok = nd >= 1;
  for (int k = 0; k < nd && k < 3; k++) {
    int d = -1, n = -1, init = -1;
#pragma omp target device(k) map(from: d, n, init)
    {
      d = omp_get_device_num();
      n = omp_get_num_devices();
      init = omp_get_initial_device();
    }
    dev_ok &= (d == k || d == nd) && n == nd && init == nd;
  }
  printf("device_num_ok=%d\n", dev_ok);
  failures += !dev_ok;

  if (failures) {
    printf("FAIL devruntime: %d failures\n", failures);
    return 1;
  }
  printf("PASS devruntime\n");
  return 0;
}
