#pragma omp declare target
void fill(int *row, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i;
}
void wrap(int *row, int n) { fill(row, n); }
void (*pick(void))(int *, int) { return fill; }
int rec(int d) {
  int s = 0;
  #pragma omp parallel reduction(+: s)
  s += d > 0 ? rec(d - 1) : 1;
  return s;
}
void bump(int *row, int n) {
  #pragma omp parallel
  {
    n++;
    row[omp_get_thread_num()] = n;
  }
}
void cond(int *row, int n) {
  #pragma omp parallel if(n > 2)
  row[0] = n;
}
#pragma omp end declare target
int main(void) {
  int a[64];
  #pragma omp target map(tofrom: a)
  wrap(a, 8);
  #pragma omp target teams num_teams(2) map(tofrom: a)
  {
    fill(a, 8);
  }
  #pragma omp target map(tofrom: a)
  {
    int b = 2;
    fill(a, b);
    #pragma omp parallel for
    for (int i = 0; i < 8; i++) a[i] += 1;
  }
  #pragma omp target parallel map(tofrom: a)
  {
    int z = 0;
    #pragma omp parallel firstprivate(z)
    {
      fill(a, 8);
    }
  }
  #pragma omp target parallel map(tofrom: a)
  a[0] = rec(2);
  #pragma omp target map(tofrom: a)
  {
    int k = 0;
    fill(a, k++);
    bump(a, 4);
    cond(a, 4);
  }
  #pragma omp target parallel for simd map(tofrom: a)
  for (int i = 0; i < 8; i++) fill(a, 8);
  return 0;
}
// expect: 7:41: error: the address of 'fill', which holds '#pragma omp parallel for' at 3:11, in device code is not supported yet: a call through it could stand where its parallel region would be active
// expect: 11:16: error: a recursive call of 'rec' in its own parallel region (a nested parallel region) is not supported yet
// expect: 17:5: error: a write to 'n' in the parallel region of 'bump', which a team calls, is not supported yet: each thread has its own copy of the function's parameters and variables, which OpenMP shares (use a variable of the caller, or make it private)
// expect: 29:3: error: a call of 'wrap' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel for' at 3:11 (in 'fill', which it calls) is active, is not supported yet: such a call is lowered for a function that returns void and whose body is declarations, then statements of which one is a 'parallel', 'parallel for' or 'parallel for simd' construct
// expect: 46:7: error: a call of 'fill', which holds '#pragma omp parallel for' at 3:11, in a nested parallel region in a target region is not supported yet (a '#pragma omp parallel' nested in the parallel region of '#pragma omp target parallel' at 41:11)
// expect: 54:5: error: the arguments of the call of 'fill', which every thread of the team evaluates where its parallel region begins, may have side effects; this is not supported yet (compute them into variables before the call)
// expect: 56:5: error: a call of 'cond' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel' at 22:11 is active, is not supported yet: its parallel construct has an 'if' clause
// expect: 59:31: error: a call of 'fill', which holds '#pragma omp parallel for' at 3:11, in the region of '#pragma omp target parallel for simd': a simd or loop region may not hold a parallel region
