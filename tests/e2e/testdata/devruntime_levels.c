/* The OpenMP device routines inside the constructs nested in target
 * regions, where a wrong binding would show: a task, single, critical,
 * masked, sections and an ordered region of a parallel region; a simd
 * loop run by a thread of a parallel region (a loop construct may not
 * call the routines: it has order(concurrent));
 * the body of a distribute loop beside the code of a teams region; a
 * parallel region in each team of a teams region and a parallel region
 * nested in that one (level 2); a declare target function called from a
 * task. One thread of each context records what the routines return; the
 * values printed are the ones OpenMP 5.2 fixes. */
#include <omp.h>
#include <stdio.h>

enum { TN, NT, LVL, ALVL, INPAR, TS1, TS2, ANC1, ANC2, TEAM, NTEAMS, TL, NV };
enum { C_TASK, C_SINGLE, C_CRIT, C_MASKED, C_SECT, C_ORDERED, C_SIMD, C_FNTASK, C_DIST, C_TPAR, C_TNEST, C_TTASK, NC };

static const char *names[NC] = {"task", "single", "critical", "masked", "section", "ordered", "simd",
                                "function in task", "distribute body",
                                "parallel in teams", "nested in teams parallel", "task in teams parallel"};

#define RECORD(o)                                                             \
  do {                                                                        \
    (o)[TN] = omp_get_thread_num();                                           \
    (o)[NT] = omp_get_num_threads();                                          \
    (o)[LVL] = omp_get_level();                                               \
    (o)[ALVL] = omp_get_active_level();                                       \
    (o)[INPAR] = omp_in_parallel();                                           \
    (o)[TS1] = omp_get_team_size(1);                                          \
    (o)[TS2] = omp_get_team_size(2);                                          \
    (o)[ANC1] = omp_get_ancestor_thread_num(1);                               \
    (o)[ANC2] = omp_get_ancestor_thread_num(2);                               \
    (o)[TEAM] = omp_get_team_num();                                           \
    (o)[NTEAMS] = omp_get_num_teams();                                        \
    (o)[TL] = omp_get_thread_limit();                                         \
  } while (0)

#pragma omp declare target
static void record(int *o) { RECORD(o); }
#pragma omp end declare target

int main(void) {
  int v[NC][NV];
  for (int c = 0; c < NC; c++)
    for (int k = 0; k < NV; k++) v[c][k] = -9;

  /* One team of four threads. */
#pragma omp target parallel num_threads(4) map(tofrom: v)
  {
    if (omp_get_thread_num() == 1) {
#pragma omp task
      RECORD(v[C_TASK]);
#pragma omp task
      record(v[C_FNTASK]);
#pragma omp taskwait
    }
#pragma omp single
    RECORD(v[C_SINGLE]);
#pragma omp critical
    {
      if (omp_get_thread_num() == 3) RECORD(v[C_CRIT]);
    }
#pragma omp masked
    RECORD(v[C_MASKED]);
#pragma omp sections
    {
#pragma omp section
      { ; }
#pragma omp section
      RECORD(v[C_SECT]);
    }
#pragma omp for ordered schedule(static)
    for (int i = 0; i < 8; i++) {
#pragma omp ordered
      if (i == 6) RECORD(v[C_ORDERED]);
    }
    if (omp_get_thread_num() == 2) {
#pragma omp simd
      for (int i = 0; i < 4; i++)
        if (i == 3) RECORD(v[C_SIMD]);
    }
  }

  /* Two teams of at most four threads, code beside the loops. */
#pragma omp target teams num_teams(2) thread_limit(4) map(tofrom: v)
  {
    int t = omp_get_team_num();
#pragma omp distribute
    for (int i = 0; i < 8; i++)
      if (i == 7) RECORD(v[C_DIST]);
#pragma omp parallel num_threads(2)
    {
      if (t == 1 && omp_get_thread_num() == 0) {
        RECORD(v[C_TPAR]);
#pragma omp task
        RECORD(v[C_TTASK]);
      }
#pragma omp parallel num_threads(3)
      if (t == 0 && omp_get_ancestor_thread_num(1) == 0) RECORD(v[C_TNEST]);
    }
  }

  /* A parallel region of a teams region gets a team of at most
   * thread_limit threads, as many as the runtime gives it (the host plugin
   * may give one): the values that depend on its size are checked against
   * it, not printed. A parallel region nested in it is active only where
   * the enclosing one is not, which depends on the same choice. */
  int failures = 0;
  for (int c = 0; c < NC; c++) {
    int *o = v[c];
    if (c < C_TPAR) {
      /* The thread that runs a single or a section, or a task that the
     * thread may defer, is the runtime's choice: whichever it is, its
     * number is its ancestor number at level 1. */
    int any = c == C_SINGLE || c == C_SECT || c == C_TASK || c == C_FNTASK;
    printf("%s: tn=%d nt=%d lvl=%d alvl=%d inpar=%d ts1=%d ts2=%d anc1=%d anc2=%d team=%d nteams=%d\n", names[c],
           any ? o[TN] >= 0 && o[TN] < 4 : o[TN], o[NT], o[LVL], o[ALVL], o[INPAR], o[TS1], o[TS2],
           any ? o[ANC1] == o[TN] : o[ANC1], o[ANC2], o[TEAM], o[NTEAMS]);
      continue;
    }
    int outer = c == C_TNEST ? o[TS1] : o[NT];
    int ok = outer >= 1 && outer <= 4 && o[TL] == 4;
    if (c == C_TNEST)
      ok &= o[ALVL] == (outer > 1 || o[NT] > 1) && o[TS2] == o[NT] && o[ANC2] == o[TN] && o[INPAR] == o[ALVL];
    else
      ok &= o[ALVL] == (outer > 1) && o[INPAR] == o[ALVL] && o[TS1] == o[NT] && o[TS2] == -1 && o[ANC2] == -1;
    printf("%s: lvl=%d anc1=%d team=%d nteams=%d%s consistent=%d\n", names[c], o[LVL], o[ANC1], o[TEAM],
           o[NTEAMS], c == C_TNEST ? "" : (o[TN] == 0 ? " tn=0" : " tn!=0"), ok);
    failures += !ok;
  }
  /* What OpenMP 5.2 fixes for each context. */
  static const int want[NC][4] = {
      /* tn, nt, lvl, team */
      {-1, 4, 1, 0}, {-1, 4, 1, 0}, {3, 4, 1, 0}, {0, 4, 1, 0}, {-1, 4, 1, 0}, {3, 4, 1, 0},
      {2, 4, 1, 0}, {-1, 4, 1, 0}, {0, 1, 0, 1}, {0, -1, 1, 1}, {-1, -1, 2, 0}, {0, -1, 1, 1}};
  for (int c = 0; c < NC; c++) {
    int *o = v[c];
    int ok = (want[c][0] < 0 || o[TN] == want[c][0]) && (want[c][1] < 0 || o[NT] == want[c][1]) &&
             o[LVL] == want[c][2] && o[TEAM] == want[c][3] && o[NTEAMS] == (c >= C_DIST ? 2 : 1);
    if (c < C_TPAR) ok &= o[ALVL] == (o[LVL] > 0) && o[INPAR] == (o[LVL] > 0) && o[TL] >= o[NT];
    if (!ok) {
      printf("FAIL %s\n", names[c]);
      failures++;
    }
  }
  if (failures) {
    printf("FAIL devruntime_levels\n");
    return 1;
  }
  printf("PASS devruntime_levels\n");
  return 0;
}
