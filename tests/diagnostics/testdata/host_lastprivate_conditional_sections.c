int f(int c) {
  int x = 0;
  #pragma omp parallel num_threads(2)
  #pragma omp sections lastprivate(conditional: x)
  {
    #pragma omp section
    if (c) x = 1;
    #pragma omp section
    {
      #pragma omp parallel
      #pragma omp sections
      {
        x = 2;
      }
    }
  }
  #pragma omp parallel sections lastprivate(conditional: x)
  {
    #pragma omp section
    x = 3;
  }
  return x;
}
// expect: 11:15: error: '#pragma omp sections' in '#pragma omp sections' with 'lastprivate(conditional: ...)' outside target regions is not supported yet
// expect: 17:11: error: 'lastprivate(conditional: ...)' on '#pragma omp parallel sections' outside target regions is not supported yet (gcc's host code for it needs a libgomp feature LLVM's libomp lacks; a parallel region around '#pragma omp sections' is)
