struct S { int b : 4; int c; };
void f(struct S *s) {
  #pragma omp target map(tofrom: s[0:1])
  {
    #pragma omp atomic
    s->b += 1;
  }
}
// expect: 6:5: error: '#pragma omp atomic' on the bit-field 's->b' is not supported yet
