int g = 9, h = 5, out[2];
#pragma omp declare target to(g, h, out)
int arr[2];
#pragma omp declare target to(arr)
void f(void) {
  #pragma omp target
  #pragma omp teams num_teams(2) private(g) firstprivate(h)
  {
    g = h;
    #pragma omp parallel num_threads(2)
    {
      out[0] = g;
    }
  }
  #pragma omp target
  #pragma omp parallel for firstprivate(arr)
  for (int i = 0; i < 2; i++) { arr[i] = i; out[i] = arr[i]; }
}
// expect: 7:42: error: 'g' made private for a construct nested in a target region with code or non-loop constructs beside its loops (a generic region, docs/generic.md) is not supported yet
// expect: 7:58: error: 'h' made firstprivate for a construct nested in a target region with code or non-loop constructs beside its loops (a generic region, docs/generic.md) is not supported yet
// expect: 16:41: error: 'arr' in clause 'firstprivate' of a construct nested in the target construct is not supported yet for this declare target variable
