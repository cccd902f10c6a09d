#ifndef P27_H
#define P27_H
#define LEN 24
#define PRAGMA(x) _Pragma(#x)
#define OFFLOAD(clauses) PRAGMA(omp target teams distribute parallel for clauses)
#define DATA_BEGIN(x) PRAGMA(omp target enter data map(to: x))
#define DATA_END(x) PRAGMA(omp target exit data map(from: x))
#define UPDATE_HOST(x) PRAGMA(omp target update from(x))
#define UPDATE_DEV(x) PRAGMA(omp target update to(x))
#define DATA_REGION(clauses) PRAGMA(omp target data clauses)
#endif
