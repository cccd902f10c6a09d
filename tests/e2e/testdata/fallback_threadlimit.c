/* omp_get_thread_limit() in target regions with a thread_limit clause:
 * the clause's value, on the device and in the host fallback (if(0)),
 * where it also caps the threads of a parallel region and ends with the
 * region (the host's thread-limit-var is the same before and after). */
#include <omp.h>
#include <stdio.h>

static int bad;

static void check(const char *what, int got, int want) {
  if (got != want) {
    printf("FAIL %s: got %d, want %d\n", what, got, want);
    bad++;
  }
}

static void check_le(const char *what, int got, int most) {
  if (got < 1 || got > most) {
    printf("FAIL %s: got %d, want 1..%d\n", what, got, most);
    bad++;
  }
}

/* The host's thread-limit-var, which every region must leave as it was. */
static int host_limit;

static void restored(const char *what) {
  check(what, omp_get_thread_limit(), host_limit);
  int n = 0;
  #pragma omp parallel num_threads(3) reduction(+: n)
  n += 1;
  check(what, n, 3 < omp_get_num_procs() ? 3 : n);
}

/* Each form twice: offloaded when on is 1 (with OMP_TARGET_OFFLOAD
 * DISABLED the host runs it too), the host fallback when on is 0. */
static void forms(int on, const char *how) {
  char what[96];
  int t1 = -1, t2 = -1, t3 = -1, n3 = -1, t4 = -1, n4 = -1, t5 = -1, t6 = -1;
  int lim = 4;

  #pragma omp target thread_limit(3) map(from: t1) if(on)
  t1 = omp_get_thread_limit();
  snprintf(what, sizeof what, "%s target", how);
  check(what, t1, 3);
  restored(what);

  #pragma omp target teams thread_limit(5) map(from: t2) if(on)
  {
    if (omp_get_team_num() == 0)
      t2 = omp_get_thread_limit();
  }
  snprintf(what, sizeof what, "%s target teams", how);
  check(what, t2, 5);
  restored(what);

  /* The if clause names target only: the parallel region stays active,
   * with at most thread_limit threads whatever num_threads asks. */
  #pragma omp target parallel thread_limit(2) num_threads(4) map(from: t3, n3) if(target: on)
  {
    if (omp_get_thread_num() == 0) {
      t3 = omp_get_thread_limit();
      n3 = omp_get_num_threads();
    }
  }
  snprintf(what, sizeof what, "%s target parallel", how);
  check(what, t3, 2);
  check_le(what, n3, 2);
  restored(what);

  /* A parallel directive line of its own in the target construct. */
  #pragma omp target thread_limit(2) map(from: t4, n4) if(target: on)
  #pragma omp parallel num_threads(4)
  {
    if (omp_get_thread_num() == 0) {
      t4 = omp_get_thread_limit();
      n4 = omp_get_num_threads();
    }
  }
  snprintf(what, sizeof what, "%s target + parallel", how);
  check(what, t4, 2);
  check_le(what, n4, 2);
  restored(what);

  /* A teams directive line of its own: the fallback runs it as host
   * teams, each team a contention group with the target's limit (gcc
   * wants the routine in a parallel region there). */
  #pragma omp target thread_limit(6) map(from: t6) if(on)
  #pragma omp teams num_teams(1)
  {
    #pragma omp parallel num_threads(1)
    if (omp_get_team_num() == 0)
      t6 = omp_get_thread_limit();
  }
  snprintf(what, sizeof what, "%s target + teams", how);
  check(what, t6, 6);
  restored(what);

  /* A limit that is not a constant: the host fallback knows its value
   * (docs/device-runtime.md says what a device reports). */
  if (!on) {
    #pragma omp target thread_limit(lim) map(from: t5) if(on)
    t5 = omp_get_thread_limit();
    snprintf(what, sizeof what, "%s thread_limit(lim)", how);
    check(what, t5, lim);
    restored(what);
  }
}

int main(void) {
  host_limit = omp_get_thread_limit();
  forms(1, "offloaded");
  forms(0, "if(0)");

  /* Regions in a host parallel region: each thread's fallback sees the
   * limit, writes the locals of its thread, and its thread-limit-var is
   * back afterwards. */
  int seen[2] = {-1, -1}, after[2] = {-1, -1}, sum[2] = {0, 0};
  #pragma omp parallel num_threads(2)
  {
    int me = omp_get_thread_num();
    int local = 10 * (me + 1), got = -1;
    #pragma omp target thread_limit(3) map(from: got) map(tofrom: local) if(0)
    {
      got = omp_get_thread_limit();
      local += 1;
    }
    seen[me] = got;
    sum[me] = local;
    after[me] = omp_get_thread_limit();
  }
  int threads = seen[1] == -1 ? 1 : 2;
  for (int i = 0; i < threads; i++) {
    check("host parallel: limit", seen[i], 3);
    check("host parallel: local", sum[i], 10 * (i + 1) + 1);
    check("host parallel: after", after[i], host_limit);
  }
  restored("host parallel");

  printf("limits 3 5 2 2 6 checked\n");
  if (bad)
    return 1;
  printf("PASS fallback_threadlimit\n");
  return 0;
}
