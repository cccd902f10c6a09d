#pragma omp declare target
void work(int *c, int n) {
#pragma omp for
  for (int i = 0; i < n; i++) c[i]++;
}
#pragma omp end declare target
void f(int *c, int n) {
#pragma omp target teams distribute simd map(tofrom: c[0:n])
  for (int j = 0; j < 4; j++) work(c, n);
#pragma omp target teams loop map(tofrom: c[0:n])
  for (int j = 0; j < 4; j++) work(c, n);
#pragma omp target teams map(tofrom: c[0:n])
  {
    work(c, n);
#pragma omp distribute parallel for
    for (int j = 0; j < 4; j++) work(c, n);
#pragma omp distribute simd
    for (int j = 0; j < 4; j++) work(c, n);
  }
#pragma omp target simd map(tofrom: c[0:n])
  for (int j = 0; j < 4; j++) work(c, n);
}
// expect: 9:31: error: call to 'work' in the region of '#pragma omp target teams distribute simd' (a simd region): it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
// expect: 11:31: error: call to 'work' in the region of '#pragma omp target teams loop' (a loop region): it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
// expect: 16:33: error: call to 'work' in the region of the worksharing loop of '#pragma omp distribute parallel for': it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
// expect: 18:33: error: call to 'work' in the region of '#pragma omp distribute simd' (a simd region): it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
// expect: 21:31: error: call to 'work' in the region of '#pragma omp target simd' (a simd region): it holds '#pragma omp for', 'barrier', or 'single' or 'sections' without 'nowait', which bind to the caller's team, and every thread of the team must reach them
