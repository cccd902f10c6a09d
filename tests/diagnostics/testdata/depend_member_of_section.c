struct S { int x, y; };
void f(struct S *ss) {
  #pragma omp target map(tofrom: ss[0:4]) nowait depend(inout: ss[0:2].x)
  { ss[1].y = 1; }
}
// expect: 3:66: error: members of array sections ('ss[0:2].x') are not supported yet; name one element (a[i]) or map the section
