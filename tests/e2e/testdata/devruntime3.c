/* omp_get_proc_bind, omp_get_supported_active_levels,
 * omp_get_max_task_priority, omp_in_final and omp_get_num_procs on the
 * device: in a target region, a task of one, a target parallel region, a
 * teams region, the code and a parallel loop of a generic region, each
 * also through a declare target function. bind-var is false, the
 * supported levels INT_MAX, the task priority 0 and no task is final
 * (the unit has no final clause); the processor count is the device's,
 * so only its consistency is checked: at least 1 and the same in every
 * context of a device. */
#include <limits.h>
#include <omp.h>
#include <stdio.h>

enum { BIND, LEVELS, PRIO, FINAL, PROCS, NV };
enum { SEQ, TASK, PAR, TEAMS, GENCODE, GENLOOP, NCTX };

#pragma omp declare target
static void record(int *o) {
  o[BIND] = (int)omp_get_proc_bind();
  o[LEVELS] = omp_get_supported_active_levels();
  o[PRIO] = omp_get_max_task_priority();
  o[FINAL] = omp_in_final();
  o[PROCS] = omp_get_num_procs();
}
#pragma omp end declare target

static const char *names[NCTX] = {"target", "task", "target parallel", "target teams", "generic code", "generic loop"};

static int check(const char *what, const int *o, int procs) {
  int ok = o[BIND] == omp_proc_bind_false && o[LEVELS] == INT_MAX && o[PRIO] == 0 && o[FINAL] == 0 && o[PROCS] >= 1 && o[PROCS] == procs;
  printf("%s: proc_bind %d supported_active_levels %d max_task_priority %d in_final %d num_procs %s\n", what, o[BIND], o[LEVELS], o[PRIO],
         o[FINAL], o[PROCS] >= 1 && o[PROCS] == procs ? "consistent" : "WRONG");
  return !ok;
}

int main(void) {
  int in[NCTX][NV], fn[NCTX][NV];
  int hits[64] = {0};
#pragma omp target map(from: in[SEQ:2], fn[SEQ:2])
  {
    in[SEQ][BIND] = (int)omp_get_proc_bind();
    in[SEQ][LEVELS] = omp_get_supported_active_levels();
    in[SEQ][PRIO] = omp_get_max_task_priority();
    in[SEQ][FINAL] = omp_in_final();
    in[SEQ][PROCS] = omp_get_num_procs();
    record(fn[SEQ]);
#pragma omp task shared(in, fn)
    {
      in[TASK][BIND] = (int)omp_get_proc_bind();
      in[TASK][LEVELS] = omp_get_supported_active_levels();
      in[TASK][PRIO] = omp_get_max_task_priority();
      in[TASK][FINAL] = omp_in_final();
      in[TASK][PROCS] = omp_get_num_procs();
      record(fn[TASK]);
    }
  }
#pragma omp target parallel num_threads(4) map(from: in[PAR:1], fn[PAR:1])
  {
    if (omp_get_thread_num() == 3) {
      in[PAR][BIND] = (int)omp_get_proc_bind();
      in[PAR][LEVELS] = omp_get_supported_active_levels();
      in[PAR][PRIO] = omp_get_max_task_priority();
      in[PAR][FINAL] = omp_in_final();
      in[PAR][PROCS] = omp_get_num_procs();
      record(fn[PAR]);
    }
  }
#pragma omp target teams num_teams(2) map(from: in[TEAMS:1], fn[TEAMS:1])
  {
    if (omp_get_team_num() == 1) {
      in[TEAMS][BIND] = (int)omp_get_proc_bind();
      in[TEAMS][LEVELS] = omp_get_supported_active_levels();
      in[TEAMS][PRIO] = omp_get_max_task_priority();
      in[TEAMS][FINAL] = omp_in_final();
      in[TEAMS][PROCS] = omp_get_num_procs();
      record(fn[TEAMS]);
    }
  }
#pragma omp target map(from: in[GENCODE:2], fn[GENCODE:2]) map(tofrom: hits)
  {
    in[GENCODE][BIND] = (int)omp_get_proc_bind();
    in[GENCODE][LEVELS] = omp_get_supported_active_levels();
    in[GENCODE][PRIO] = omp_get_max_task_priority();
    in[GENCODE][FINAL] = omp_in_final();
    in[GENCODE][PROCS] = omp_get_num_procs();
    record(fn[GENCODE]);
#pragma omp parallel for num_threads(8)
    for (int i = 0; i < 64; i++) {
      hits[i] += 1;
      if (i == 37) {
        in[GENLOOP][BIND] = (int)omp_get_proc_bind();
        in[GENLOOP][LEVELS] = omp_get_supported_active_levels();
        in[GENLOOP][PRIO] = omp_get_max_task_priority();
        in[GENLOOP][FINAL] = omp_in_final();
        in[GENLOOP][PROCS] = omp_get_num_procs();
        record(fn[GENLOOP]);
      }
    }
  }
  int bad = 0;
  int procs = in[SEQ][PROCS];
  for (int c = 0; c < NCTX; c++) {
    char what[64];
    bad += check(names[c], in[c], procs);
    snprintf(what, sizeof what, "%s, function", names[c]);
    bad += check(what, fn[c], procs);
  }
  for (int i = 0; i < 64; i++) bad += hits[i] != 1;
  if (bad) {
    printf("FAIL devruntime3: %d\n", bad);
    return 1;
  }
  printf("PASS devruntime3\n");
  return 0;
}
