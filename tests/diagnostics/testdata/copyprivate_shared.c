void f(int *a) {
  int v = 0, w = 0;
  #pragma omp target parallel map(tofrom: v) firstprivate(w)
  {
    int loc = 0;
    #pragma omp single copyprivate(w, loc)
    { w = 1; loc = 2; }
    #pragma omp single copyprivate(v)
    v = 1;
  }
}
// expect: 8:36: error: 'v' in 'copyprivate' must be threadprivate or private in the enclosing context; it is shared by the team the single binds to
