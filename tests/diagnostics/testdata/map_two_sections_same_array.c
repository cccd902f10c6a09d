double *gp;
#pragma omp declare target(gp)
void f(void) {
  #pragma omp target exit data map(from: gp[0:2]) map(from: gp[4:2])
}
// expect: 4:61: error: 'gp[0:2]' and 'gp[4:2]' are sections of the same array on one directive; list one section that covers both
// expect: 4:42: note: 'gp[0:2]' first listed here
