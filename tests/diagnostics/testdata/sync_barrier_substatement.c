void f(int *a) {
  #pragma omp target parallel map(tofrom: a[0:4])
  {
    if (a[0])
      #pragma omp barrier
    a[1] = 2;
  }
}
// expect: 5:15: error: '#pragma omp barrier' cannot be the statement of an 'if', a loop or a label (put it in braces)
