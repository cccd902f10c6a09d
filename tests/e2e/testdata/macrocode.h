/* Globals and data-movement macros of macrocode.c, as a library header
 * writes them: a declare target list and do { } while (0) statement
 * macros around _Pragma. */
#ifndef MACROCODE_H
#define MACROCODE_H
#define NG 32
extern double gtab[NG];
extern int gcount;
#pragma omp declare target(gtab, gcount)
#define PRAGMA(x) _Pragma(#x)
#define SYNC_TO_DEV(x) do { PRAGMA(omp target update to(x)) } while (0)
#define SYNC_FROM_DEV(x) do { PRAGMA(omp target update from(x)) } while (0)
#define FROM_DEV_AND_SUM(a, n, s) do { PRAGMA(omp target update from(a[0:n])) \
  for (int k_ = 0; k_ < (n); k_++) (s) += (a)[k_]; } while (0)
#define ENTER_AND_RUN(a, n) \
  PRAGMA(omp target enter data map(to: a[0:n])) \
  PRAGMA(omp target teams distribute parallel for) \
  for (int i_ = 0; i_ < (n); i_++) a[i_] += 1.0;
#define LOG_THEN_EXIT(a, n) printf("exit %s\n", #a); PRAGMA(omp target exit data map(from: a[0:n]))
#define SEND_TWO(v, w) PRAGMA(omp target update to(v)) PRAGMA(omp target update to(w))
#define BLOCK_UPD(a) { int t_ = 1; PRAGMA(omp target update from(a)) (void)t_; }
#endif
