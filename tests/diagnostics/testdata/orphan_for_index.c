// The iteration variable of an orphaned loop may be private or
// lastprivate (OpenMP 5.2 §5.1.1), not firstprivate or a reduction item;
// a non-rectangular nest with an inner variable declared outside is refused.
#pragma omp declare target
int gi, gj;
void index_clauses(double *a, int n) {
  static long k;
  #pragma omp for firstprivate(gi)
  for (gi = 0; gi < n; gi++) a[gi] = 1;
  #pragma omp for lastprivate(gi) reduction(+: k)
  for (k = 0; k < n; k++) a[k] = 2;
  #pragma omp for lastprivate(gi) firstprivate(gi)
  for (gi = 0; gi < n; gi++) a[gi] = 3;
  #pragma omp for collapse(2) lastprivate(gi, gj)
  for (gi = 0; gi < n; gi++)
    for (gj = gi; gj < n; gj++) a[gj] += 1;
}
void accepted(double *a, int n) {
  #pragma omp for collapse(2) lastprivate(gi, gj)
  for (gi = 0; gi < n; gi++)
    for (gj = 0; gj < n; gj++) a[gj] += gi;
}
#pragma omp end declare target
// expect: 8:32: error: the iteration variable 'gi' of '#pragma omp for' may not be firstprivate (it is private, or lastprivate)
// expect: 10:48: error: the iteration variable 'k' of '#pragma omp for' may not be a reduction item (it is private, or lastprivate)
// expect: 12:48: error: the iteration variable 'gi' of '#pragma omp for' may not be firstprivate (it is private, or lastprivate)
// expect: 16:5: error: collapse(2): the loop nest is not rectangular: the lower bound of the loop over 'gj' uses the outer loop variable 'gi'
// expect: 16:5: note: a non-rectangular nest is supported when its inner loops declare their variables ('for (int j = ...)') and the construct has no linear, ordered, schedule or dist_schedule clause
