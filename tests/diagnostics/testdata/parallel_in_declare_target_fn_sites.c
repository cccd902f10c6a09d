#pragma omp declare target
void tick(int *cnt) {
#pragma omp parallel
  {
#pragma omp atomic
    cnt[0] += 1;
  }
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
  return cnt[0];
}
// expect: 15:5: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the region of '#pragma omp single' in the code that the initial thread of '#pragma omp target' runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 18:7: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the region of '#pragma omp critical' in the code that the initial thread of '#pragma omp target' runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 22:31: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the region of '#pragma omp target teams distribute', outside any parallel region is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
// expect: 26:33: error: a call of 'tick', which holds '#pragma omp parallel' at 3:9, in the code of '#pragma omp target teams' that the initial thread of its team runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (such a call is lowered as a statement of its own, 'f(args);', of a function that returns void and whose body is one parallel construct, and in a parallel region; or put the parallel construct in the target region around the call)
