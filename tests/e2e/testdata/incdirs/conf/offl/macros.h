/* Reached with an angle include through a second -I directory: macros
   that expand to target directives, used in the main file. */
#ifndef OFFL_MACROS_H
#define OFFL_MACROS_H
#define OFFL_PRAGMA(x) _Pragma(#x)
#define OFFL_PAR_FOR(a, n) OFFL_PRAGMA(omp target teams distribute parallel for map(tofrom: a[0:n]))
#define OFFL_ENTER(a, n) OFFL_PRAGMA(omp target enter data map(to: a[0:n]))
#define OFFL_EXIT(a, n) OFFL_PRAGMA(omp target exit data map(from: a[0:n]))
#endif
