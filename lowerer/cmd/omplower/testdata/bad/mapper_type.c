// want: 8:48: mapper 'lens' is declared for type 'struct V', not for 'struct W'
struct V { int len; float *data; };
struct W { int len; double *data; };
#pragma omp declare mapper(lens: struct V v) map(to: v.len)
int main(void) {
  struct W ws[4];
  int n = 4;
  #pragma omp target map(mapper(lens), tofrom: ws[0:n])
  { ws[0].len = 1; }
  return 0;
}
