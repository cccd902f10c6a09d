/* Macros that expand to target directives. */
#ifndef OFFL_MACROS_H
#define OFFL_MACROS_H
#define OFFL_PRAGMA(x) _Pragma(#x)
#define OFFL_ENTER(a, n) OFFL_PRAGMA(omp target enter data map(to: a[0:n]))
#define OFFL_EXIT(a, n) OFFL_PRAGMA(omp target exit data map(from: a[0:n]))
#define OFFL_PAR_FOR OFFL_PRAGMA(omp target teams distribute parallel for)
#endif
