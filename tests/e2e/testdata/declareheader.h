/* A library header with its own declare target directives: a range, the
 * list form, macros that open and close ranges for its users, and a
 * global the program defines. */
#ifndef DECLAREHEADER_H
#define DECLAREHEADER_H

#define DH_N 32

#pragma omp declare target
extern double dh_scale; /* defined in declareheader.c */
static int dh_offset = 5;
static inline double dh_poly(double x) { return dh_scale * x * x + dh_offset; }
#pragma omp end declare target

extern double dh_table[DH_N];
#pragma omp declare target to(dh_table)

/* Declared extern here, defined in the program, used by regions without
 * declare target (mapped as any global). */
extern int dh_hits;
extern int dh_counts[4];

#define DH_BEGIN_DEVICE _Pragma("omp begin declare target")
#define DH_END_DEVICE _Pragma("omp end declare target")
/* A range around a declaration, in one macro use. */
#define DH_DEVICE_VAR(decl) _Pragma("omp declare target") decl; _Pragma("omp end declare target")

#endif
