#pragma omp declare target
void fill(int *row, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i;
}
void wrap(int *row, int n) { fill(row, n); }
void (*pick(void))(int *, int) { return fill; }
int rec(int d) {
  int s = 0;
  #pragma omp parallel reduction(+: s)
  s += d > 0 ? rec(d - 1) : 1;
  return s;
}
#pragma omp end declare target
int main(void) {
  int a[64];
  #pragma omp target map(tofrom: a)
  wrap(a, 8);
  #pragma omp target teams num_teams(2) map(tofrom: a)
  {
    fill(a, 8);
  }
  #pragma omp target map(tofrom: a)
  {
    int b = 2;
    fill(a, b);
    #pragma omp parallel for
    for (int i = 0; i < 8; i++) a[i] += 1;
  }
  #pragma omp target parallel map(tofrom: a)
  {
    int z = 0;
    #pragma omp parallel firstprivate(z)
    {
      fill(a, 8);
    }
  }
  #pragma omp target parallel map(tofrom: a)
  a[0] = rec(2);
  #pragma omp target parallel for simd map(tofrom: a)
  for (int i = 0; i < 8; i++) fill(a, 8);
  return 0;
}
// expect: 7:41: error: the address of 'fill', which holds '#pragma omp parallel for' at 3:11, in device code is not supported yet: a call through it could stand where its parallel region would be active
// expect: 11:16: error: a recursive call of 'rec' in its own parallel region (a nested parallel region) is not supported yet
// expect: 18:3: error: a call of 'wrap', which holds '#pragma omp parallel for' at 3:11 (in 'fill', which it calls), in the region of '#pragma omp target', outside any parallel region is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (call it from a parallel region, e.g. in 'target parallel' or a 'parallel for' loop, or put the parallel construct in the target region around the call)
// expect: 21:5: error: a call of 'fill', which holds '#pragma omp parallel for' at 3:11, in the region of '#pragma omp target teams', outside any parallel region is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (call it from a parallel region, e.g. in 'target parallel' or a 'parallel for' loop, or put the parallel construct in the target region around the call)
// expect: 26:5: error: a call of 'fill', which holds '#pragma omp parallel for' at 3:11, in the code of '#pragma omp target' that the initial thread of its team runs is not supported yet: there its parallel region would be active on threads of the team that the device code does not hand to a function (call it from a parallel region, e.g. in 'target parallel' or a 'parallel for' loop, or put the parallel construct in the target region around the call)
// expect: 35:7: error: a call of 'fill', which holds '#pragma omp parallel for' at 3:11, in a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' nested in the parallel region of '#pragma omp target parallel' at 30:11)
// expect: 41:31: error: a call of 'fill', which holds '#pragma omp parallel for' at 3:11, in the region of '#pragma omp target parallel for simd': a simd or loop region may not hold a parallel region
