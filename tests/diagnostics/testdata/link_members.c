typedef struct { int a; int b[4]; } S;
S ls;
#pragma omp declare target link(ls)
void f(void) {
  #pragma omp target map(tofrom: ls.b[1:2])
  { ls.b[1] = ls.a; }
  #pragma omp target map(to: ls.a) map(tofrom: ls.b)
  { ls.b[1] = ls.a; }
  #pragma omp target enter data map(to: ls) map(to: ls.b[0:2])
}
// Members of a declare target link struct beyond one whole member:
// clang-19's program attaches the link pointer elsewhere than the
// storage its region uses.
// expect: 5:34: error: 'ls.b[1:2]': a map of members of declare target link variable 'ls' is not supported yet, except of one whole member
// expect: 7:48: error: 'ls.b': a map of members of declare target link variable 'ls' is not supported yet, except of one whole member
// expect: 7:30: note: 'ls.a' first listed here
// expect: 9:53: error: 'ls.b[0:2]': a map of members of declare target link variable 'ls' is not supported yet, except of one whole member
// expect: 9:41: note: 'ls' first listed here
