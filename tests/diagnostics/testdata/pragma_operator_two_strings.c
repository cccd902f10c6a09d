/* _Pragma takes one string literal, which macros may make; two are an error. */
#define STR(x) #x
void f(int *a) {
  _Pragma(STR(omp target) STR(map(a[0:1])))
  a[0] = 1;
}
// expect: 4:11: error: _Pragma takes a string literal in parentheses, or macros that expand to one
