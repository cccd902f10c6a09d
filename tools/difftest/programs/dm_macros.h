#ifndef P10B_H
#define P10B_H
#define LEN 24
#define PRAGMA(x) _Pragma(#x)
#define OFFLOAD(clauses) PRAGMA(omp target teams distribute parallel for clauses)
extern double hdr_tab[LEN];
static inline double twice(double x) { return 2 * x; }
#endif
