typedef struct { int n; double *p; } S;
#pragma omp declare mapper(S s) map(s, s.p[0:s.n])
void f(S s) {
  #pragma omp target map(to: s) map(from: s.p[0:4])
  for (int i = 0; i < 4; i++) s.p[i] = i;
}
// expect: 4:30: error: 's', of type 'S' with a default mapper, together with its members on one directive is not supported yet; map it or its members on an enclosing directive
