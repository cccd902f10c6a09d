// Non-rectangular nests under collapse on orphaned loops: refused with a
// schedule clause and where an inner loop's variable is declared outside
// its loop; lastprivate with two non-rectangular loops is accepted.
#pragma omp declare target
int g;
void refused(double *a, int n) {
  int j;
  #pragma omp for collapse(2) schedule(dynamic)
  for (int i = 0; i < n; i++)
    for (int j = i; j < n; j++) a[j] += i;
  #pragma omp for collapse(2)
  for (int i = 0; i < n; i++)
    for (j = 0; j < i; j++) a[i] += j;
}
void lastp(int n) {
  #pragma omp for collapse(2) lastprivate(g)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++) g = j;
  #pragma omp for collapse(3) lastprivate(g)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      for (int k = j; k < n; k++) g = j;
}
void accepted(double *a, int n) {
  #pragma omp for collapse(3) nowait
  for (int i = 0; i < n; i++)
    for (int k = 0; k < 4; k++)
      for (int j = 0; j < i; j++) a[i] += j * k;
}
#pragma omp end declare target
// expect: 8:31: error: 'schedule' on a loop nest with a non-rectangular loop is not supported (OpenMP 5.2 allows no schedule or ordered clause there)
// expect: 13:5: error: collapse(2): the loop nest is not rectangular: the bound of the loop over 'j' uses the outer loop variable 'i'
// expect: 13:5: note: a non-rectangular nest is supported when its inner loops declare their variables ('for (int j = ...)') and the construct has no linear, ordered, schedule or dist_schedule clause
