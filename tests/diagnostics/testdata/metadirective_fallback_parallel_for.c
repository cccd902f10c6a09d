/* gcc 12 ignores metadirectives: in the host fallback of a parallel
   region every thread would run all the iterations of a loop whose
   variant is a worksharing loop (clang-19's fallback divides them). */
void f(int *a, int n) {
#pragma omp target map(tofrom: a[0:n])
#pragma omp parallel num_threads(2)
  {
#pragma omp metadirective when(construct={parallel}: for) default(for)
    for (int i = 0; i < n; i++) a[i] += 1;
  }
}
// expect: 8:27: error: a metadirective inside a target region that selects 'for' for the host fallback is not supported yet: the host compiler ignores metadirectives, so the fallback would run without it
