/* The device's fixed internal control variables: omp_get_dynamic,
 * omp_get_nested, omp_get_max_active_levels and omp_get_cancellation in
 * a target region, a parallel region of one and a declare target
 * function called from both. Without OMP_* settings every context must
 * report the host's initial values (dyn-var and cancel-var false,
 * max-active-levels-var 1). */
#include <omp.h>
#include <stdio.h>

enum { DYN, NEST, MAXACT, CANCEL, NV };

#pragma omp declare target
static void record(int *o) {
  o[DYN] = omp_get_dynamic();
  o[NEST] = omp_get_nested();
  o[MAXACT] = omp_get_max_active_levels();
  o[CANCEL] = omp_get_cancellation();
}
#pragma omp end declare target

static int check(const char *what, const int *o, int *bad) {
  printf("%s: dynamic %d nested %d max_active_levels %d cancellation %d\n", what, o[DYN], o[NEST], o[MAXACT], o[CANCEL]);
  if (o[DYN] != 0 || o[NEST] != 0 || o[MAXACT] != 1 || o[CANCEL] != 0) ++*bad;
  return 0;
}

int main(void) {
  int seq[NV], seqf[NV], par[NV], parf[NV], teams[2 * NV];
  int bad = 0;
  int host[NV] = {omp_get_dynamic(), omp_get_nested(), omp_get_max_active_levels(), omp_get_cancellation()};
  check("host", host, &bad);
#pragma omp target map(from: seq, seqf)
  {
    seq[DYN] = omp_get_dynamic();
    seq[NEST] = omp_get_nested();
    seq[MAXACT] = omp_get_max_active_levels();
    seq[CANCEL] = omp_get_cancellation();
    record(seqf);
  }
  check("target", seq, &bad);
  check("target, function", seqf, &bad);
#pragma omp target parallel num_threads(4) map(from: par, parf)
  {
    if (omp_get_thread_num() == 0) {
      par[DYN] = omp_get_dynamic();
      par[NEST] = omp_get_nested();
      par[MAXACT] = omp_get_max_active_levels();
      par[CANCEL] = omp_get_cancellation();
      record(parf);
    }
  }
  check("target parallel", par, &bad);
  check("target parallel, function", parf, &bad);
#pragma omp target teams num_teams(2) map(from: teams)
  {
    if (omp_get_team_num() < 2) record(teams + NV * omp_get_team_num());
  }
  check("target teams, team 0", teams, &bad);
  check("target teams, team 1", teams + NV, &bad);
  if (bad) {
    printf("FAIL devruntime2: %d contexts\n", bad);
    return 1;
  }
  printf("PASS devruntime2\n");
  return 0;
}
