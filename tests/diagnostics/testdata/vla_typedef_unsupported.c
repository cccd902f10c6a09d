/* Variable-length typedefs in device code: one declared in the device
 * code, on its own, with its extents in its brackets, works; one
 * declared on the host (its extents are the host's), several in one
 * typedef declaration, and a typedef of a pointer to rows are refused. */
void f(double *a, int n) {
  typedef double hrow[n];
  #pragma omp target map(tofrom: a[0:n])
  {
    hrow h;
    typedef double r1[n], r2[n];
    typedef double (*rp)[n];
    typedef double ok[n];
    ok o;
    o[0] = 1;
    h[0] = 2;
    a[0] = o[0];
  }
}
// expect: 9:10: error: 'h' has the variable-length array type 'hrow', declared outside a target region; such a typedef is not supported yet in device code (declare the typedef in a target region, or write the extents in brackets)
// expect: 10:20: error: typedef 'r1' has a variable-length array type; declaring one in a target region is not supported yet in this form (declare it on its own, with its extents in its own brackets: 'typedef double row[m];')
// expect: 10:27: error: typedef 'r2' has a variable-length array type; declaring one in a target region is not supported yet in this form (declare it on its own, with its extents in its own brackets: 'typedef double row[m];')
// expect: 11:22: error: typedef 'rp' has a variable-length array type; declaring one in a target region is not supported yet in this form (declare it on its own, with its extents in its own brackets: 'typedef double row[m];')
