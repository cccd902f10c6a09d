// dist_schedule on a collapsed non-rectangular nest: OpenMP 5.2 allows
// none there (gcc refuses it), and clang-19 deals out chunks of the
// nest's bounding box rather than of its iterations. Refused on the
// combined construct and on a distribute beside code in a teams region.
void f(int *who, int n) {
  #pragma omp target teams distribute parallel for collapse(2) dist_schedule(static, 4) map(tofrom: who[0:n*n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) who[i*n+j] = 1;
  #pragma omp target teams map(tofrom: who[0:n*n])
  {
    int base = n;
    #pragma omp distribute collapse(2) dist_schedule(static)
    for (int i = 0; i < n; i++)
      for (int j = i + 1; j < n; j++) who[i*n+j] = base;
  }
}
// expect: 6:64: error: 'dist_schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no dist_schedule clause there; clang-19 chunks the nest's bounding box, not its iterations)
// expect: 12:40: error: 'dist_schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no dist_schedule clause there; clang-19 chunks the nest's bounding box, not its iterations)
