/* Shared helpers of the benchmark programs: a wall clock and the variant
 * switches. Build with -DN=... -DREPS=...; -DVARIANT_CHUNKED takes the
 * static-chunked path (schedule(static, 1)), -DVARIANT_NOSHAPE passes
 * explicit num_threads(256) and num_teams so the host's trip-count shaping
 * does not run, and -DVARIANT_SPLIT (where a kernel has it) writes the
 * same kernel with nested constructs (target, teams, then distribute
 * parallel for) instead of one combined construct, and -DVARIANT_CAPPED
 * (where a kernel has it) launches 4096 teams of 256 threads, so that each
 * lane walks several iterations. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#ifndef REPS
#define REPS 5
#endif
static double now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + 1e-9 * ts.tv_nsec;
}
/* Prints one result line the scripts parse: name, best seconds per rep,
 * bytes and flops per rep, status. */
static void report(const char *name, double best, double bytes, double flops, int bad) {
  printf("RESULT %s best_s=%.6e bytes=%.6e flops=%.6e %s\n", name, best, bytes, flops, bad ? "FAIL" : "PASS");
}
