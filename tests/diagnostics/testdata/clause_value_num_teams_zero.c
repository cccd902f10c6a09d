/* num_teams must be strictly positive (clang-19 refuses 0 too). */
#define TEAMS 0
void f(int *a) {
  #pragma omp target teams num_teams(TEAMS) map(tofrom: a[0:1])
  { a[0] = 1; }
}
// expect: 4:38: error: the argument of 'num_teams' must be a strictly positive integer, found 0
