struct In { int k; };
struct Out { struct In in; };
#pragma omp declare mapper(mi: struct In i) map(i.k)
void f(struct Out o) {
  #pragma omp target map(mapper(mi), tofrom: o.in)
  { o.in.k = 1; }
}
// expect: 5:33: error: a mapper cannot be applied to 'o.in' together with its members (not supported yet)
