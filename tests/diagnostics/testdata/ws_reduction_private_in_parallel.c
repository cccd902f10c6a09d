void f(long *out) {
  long s = 0, t = 0;
#pragma omp target parallel num_threads(4) reduction(+: s, t)
  {
#pragma omp for reduction(+: s)
    for (int i = 0; i < 10; i++) s += i;
#pragma omp sections reduction(+: t)
    {
#pragma omp section
      t += 1;
    }
  }
  *out = s + t;
}
// expect: 5:30: error: 's' in 'reduction' of '#pragma omp for' is private in the parallel region; it must be shared there
// expect: 7:35: error: reduction variable must be shared
// expect: 3:60: note: defined as reduction
