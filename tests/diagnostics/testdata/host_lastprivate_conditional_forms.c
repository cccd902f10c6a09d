#define SET(v, e) v = (e)
#define LOOP _Pragma("omp for lastprivate(conditional: y)") for (int i = 0; i < n; i++) if (a[i]) y = i;
void set(int *p, int v) { *p = v; }
int f(const int *a, int n) {
  int x = 0, y = 0, i;
  #pragma omp parallel
  {
    #pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; i++)
      if (a[i] > 0) set(&x, i);
    #pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; i++)
      if (a[i] > 1) SET(x, i);
    #pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; i++)
      if (a[i] > 2) x = (x = i) + 1;
    #pragma omp for lastprivate(conditional: i)
    for (i = 0; i < n; i++)
      if (a[i] > 3) x = i;
    LOOP
    #pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; i++) {
      #pragma omp critical
      if (a[i] > 4) x = i;
      #pragma omp atomic write
      x = i;
    }
    #pragma omp for lastprivate(conditional: x)
    for (int i = 0; i < n; i++) {
      if (a[i] < 0) {
        #pragma omp cancel for
      }
      x = i;
    }
  }
  return x + y;
}
int g(const int *a, int n) {
  int y = 0;
  LOOP
  return y;
}
// expect: 10:26: error: the address of 'x', which is in 'lastprivate(conditional: ...)', is not supported yet (an assignment through it would not count)
// expect: 13:21: error: an assignment of 'x', which is in 'lastprivate(conditional: ...)' on '#pragma omp for', outside the body of its innermost loop or written by a macro is not supported yet
// expect: 16:26: error: an assignment of 'x', which is in 'lastprivate(conditional: ...)', inside another assignment of it is not supported yet
// expect: 17:46: error: the loop variable 'i' in 'lastprivate(conditional: ...)' is not supported yet
// expect: 26:7: error: an assignment of 'x', which is in 'lastprivate(conditional: ...)', inside '#pragma omp atomic' in the loop is not supported yet
// expect: 31:17: error: '#pragma omp cancel for' in a loop with 'lastprivate(conditional: ...)' outside target regions is not supported yet
// expect: 40:3: error: 'lastprivate(conditional: ...)' on '#pragma omp for' written by a macro or in an included file is not supported yet
