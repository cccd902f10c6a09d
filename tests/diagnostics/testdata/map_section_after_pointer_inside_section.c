struct S { double *p; };
void f(struct S *s, int n) {
  #pragma omp target map(tofrom: s[0:n].p[0:n])
  { s[0].p[0] = 1; }
}
// expect: 3:35: error: members of array sections ('s[0:n].p[0:n]') are not supported yet; name one element (a[i]) or map the section
