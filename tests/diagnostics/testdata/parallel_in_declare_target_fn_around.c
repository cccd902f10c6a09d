#include <omp.h>
#pragma omp declare target
void pre_write(int *row, int n) {
  int k = 0;
  k = n / 2;
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i + k;
}
void reads_level(int *row, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i;
  row[0] = omp_get_thread_num();
}
void early(int *row, int n) {
  if (n < 0) return;
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i;
}
void two(int *row, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i;
  #pragma omp atomic
  row[0] += 1;
}
void three(int *row, int n) {
  #pragma omp parallel for
  for (int i = 0; i < n; i++) row[i] = i;
  #pragma omp barrier
  row[0] = 1;
}
#pragma omp end declare target
int main(void) {
  int a[64];
  #pragma omp target map(tofrom: a)
  {
    pre_write(a, 8);
    reads_level(a, 8);
    early(a, 8);
    two(a, 8);
    three(a, 8);
  }
  return 0;
}
// expect: 36:5: error: a call of 'pre_write' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel for' at 6:11 is active, is not supported yet: the code before its parallel construct writes 'k', a variable of the function, of which every thread of the team has its own copy
// expect: 37:5: error: a call of 'reads_level' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel for' at 10:11 is active, is not supported yet: the code around its parallel construct calls 'omp_get_thread_num', whose value there would be the team's
// expect: 38:5: error: a call of 'early' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel for' at 16:11 is active, is not supported yet: 'return' in the code around its parallel construct
// expect: 40:5: error: a call of 'three' in the code of a target region that its initial thread runs, where the parallel region of '#pragma omp parallel for' at 26:11 is active, is not supported yet: such a call is lowered for a function that returns void and whose body is declarations, then statements of which one is a 'parallel', 'parallel for' or 'parallel for simd' construct (no other directive outside it but atomic, critical and flush)
