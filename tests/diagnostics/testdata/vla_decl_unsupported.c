/* Variable-length arrays declared in target regions take heap storage of
 * their own (several in one declaration too, or with extents from a
 * typedef the region declares); declarations the rewrite cannot spell are
 * refused: an array of pointers to rows. */
void f(double *a, int n) {
  #pragma omp target map(tofrom: a[0:n])
  {
    double t[n], u[n];
    typedef double row[n];
    row r;
    double (*q[2])[n];
    t[0] = u[0] = r[0] = 1;
    q[0] = 0;
    a[0] = t[0];
  }
}
// expect: 11:14: error: 'q' has a variable-length array type; declaring one in a target region is not supported yet in this form (declare it without initializer, with its extents in its own brackets: 'double t[n][m];')
// expect: 13:5: error: 'q[0] = 0' has a variable-length array type (or points to one); in a target region it may only be subscripted, dereferenced with '*', moved by an integer ('a + i', '&a[i]'), measured with sizeof or passed to a function (other uses are not supported yet)
