struct P { double x, y; };
int M = 3;

#pragma omp declare target
static double g(int n, double a[n][M]) { return a[0][0]; }
#pragma omp end declare target

void f(int n, int m, double (*p)[m]) {
  double v[n][m];
  struct P s[n][m];
  #pragma omp target private(p)
  { p[0][0] = 1; }
  #pragma omp target map(tofrom: p)
  { p[0][0] = 1; }
  #pragma omp target map(tofrom: p[0:n][0:m])
  { p++; p[0][0] = 1; double *q = (double *)(p - 1); q[0] = p < &p[1]; }
  #pragma omp target map(tofrom: v)
  { double (*r)[m] = &v[1]; r[0][0] = sizeof(double[m]); }
  #pragma omp target map(tofrom: s)
  { s[0][0].x = 1; }
  #pragma omp target map(tofrom: v)
  { v[0][0] = g(n, v); }
}

void k(int n, int m, double (*p)[m]) {
  #pragma omp target defaultmap(none)
  { p[0][0] = 1; }
  #pragma omp target defaultmap(tofrom: pointer)
  { p[0][0] = 1; }
}
// expect: 5:36: error: declare target function 'g': the extent 'M' of parameter 'a' is not supported on the device yet (extents may use the function's parameters, constants and arithmetic)
// expect: 11:30: error: variable-length array 'p' in clause 'private' is not supported yet
// expect: 13:34: error: mapping the pointer 'p' to variable-length rows is not supported yet; map the rows it points to (e.g. 'p[0:n][0:m]')
// expect: 16:5: error: 'p++' has a variable-length array type (or points to one); in a target region it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)
// expect: 16:45: error: '(p - 1)' has a variable-length array type (or points to one); in a target region it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)
// expect: 16:61: error: 'p' has a variable-length array type (or points to one); in a target region it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)
// expect: 18:14: error: 'r' has a variable-length array type; declaring one in a target region is not supported yet in this form (declare it without initializer, with its extents in its own brackets: 'double t[n][m];')
// expect: 18:46: error: a variable-length array type in a target region is not supported yet
// expect: 27:5: error: 'p' must be listed in a data-sharing or map clause: the region has defaultmap(none)
// expect: 29:5: error: pointer to variable-length rows 'p' with defaultmap(tofrom) is not supported yet
