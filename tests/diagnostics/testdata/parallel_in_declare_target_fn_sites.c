#pragma omp declare target
void tick(int *cnt) {
#pragma omp parallel
  {
#pragma omp atomic
    cnt[0] += 1;
  }
}
void loc(int *cnt) {
  int k = 0;
#pragma omp parallel
  {
    k++;
    cnt[1] = k;
  }
}
void init(int *cnt) {
  int t = omp_get_thread_num();
#pragma omp parallel
  cnt[2] = t;
}
#pragma omp end declare target
int main(void) {
  int cnt[8] = {0};
#pragma omp target map(tofrom: cnt)
  {
#pragma omp single
    tick(cnt);
#pragma omp critical
    {
      tick(cnt);
    }
  }
#pragma omp target teams distribute map(tofrom: cnt)
  for (int i = 0; i < 4; i++) tick(cnt);
#pragma omp target teams map(tofrom: cnt)
  {
#pragma omp distribute
    for (int i = 0; i < 4; i++) tick(cnt);
    tick(cnt);
  }
#pragma omp target map(tofrom: cnt)
  {
    loc(cnt);
    init(cnt);
  }
  return cnt[0];
}
// expect: 13:5: error: a write to 'k' in the parallel region of 'loc', which a team calls, is not supported yet: each thread has its own copy of the function's parameters and variables, which OpenMP shares (use a variable of the caller, or make it private)
// expect: 28:5: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the region of '#pragma omp single' in the code that the initial thread of '#pragma omp target' runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 31:7: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the region of '#pragma omp critical' in the code that the initial thread of '#pragma omp target' runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 35:31: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the region of '#pragma omp target teams distribute', outside any parallel region is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 39:33: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the code of '#pragma omp target teams' that the initial thread of its team runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 45:5: error: a call of 'init' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel' at 19:9 is active, is not supported yet: an initializer before its parallel construct may have side effects or call a function (each thread of the team evaluates it)
