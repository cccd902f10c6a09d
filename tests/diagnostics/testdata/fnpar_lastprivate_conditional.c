#pragma omp declare target
int last;
int a[100];
void find(void) {
  #pragma omp parallel
  {
    #pragma omp for lastprivate(conditional: last)
    for (int i = 0; i < 100; i++) if (a[i] > 0) last = i;
  }
}
#pragma omp end declare target
void f(void) {
  #pragma omp target map(tofrom: last, a)
  {
    last = -1;
    find();
  }
}
// expect: 7:33: error: lastprivate modifier 'conditional' on a '#pragma omp for' in a parallel region of a declare target function is not supported yet
