// want: 3:35: the length of section 'p[1:]' must be given: 'p' is a pointer
void f(double *p, int n) {
  #pragma omp target map(tofrom: p[1:])
  { p[1] = n; }
}
int main(void) { double d[4]; f(d, 4); return 0; }
