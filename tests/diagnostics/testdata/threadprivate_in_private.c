int counter;
#pragma omp threadprivate(counter)
_Thread_local int tl;
void f(int *p, int n) {
  int x = 0;
  #pragma omp target firstprivate(counter)
  x = counter;
  #pragma omp target teams distribute parallel for lastprivate(counter)
  for (int i = 0; i < n; i++) counter = i;
  #pragma omp target teams distribute parallel for reduction(+: counter)
  for (int i = 0; i < n; i++) counter += i;
  #pragma omp target map(tofrom: p[0:1])
  #pragma omp parallel private(tl)
  {
    #pragma omp single firstprivate(counter)
    p[0] = 1;
  }
  #pragma omp target teams shared(counter)
  x = counter;
}
// expect: 6:35: error: threadprivate or thread local variable cannot be firstprivate
// expect: 2:27: note: defined as threadprivate or thread local
// expect: 8:64: error: threadprivate or thread local variable cannot be lastprivate
// expect: 2:27: note: defined as threadprivate or thread local
// expect: 10:65: error: threadprivate or thread local variable cannot be reduction
// expect: 2:27: note: defined as threadprivate or thread local
// expect: 13:32: error: threadprivate or thread local variable cannot be private
// expect: 3:19: note: defined as threadprivate or thread local
// expect: 15:37: error: threadprivate or thread local variable cannot be firstprivate
// expect: 2:27: note: defined as threadprivate or thread local
// expect: 18:35: error: threadprivate or thread local variable cannot be shared
// expect: 2:27: note: defined as threadprivate or thread local
