void f(int *o, int n) {
  #pragma omp target parallel for ordered map(tofrom: o[0:1])
  for (int i = 0; i < n; i++) {
    if (i % 4 == 1) goto skip;
    #pragma omp ordered
    o[0] = o[0] * 3 + i;
  skip:;
  }
}
// expect: 4:21: error: a 'goto' that jumps past '#pragma omp ordered' in device code is not supported yet (the label 'skip' is on the other side of it; the lowering runs the construct in every iteration of its loop)
