// want: 6:38: mapper 'late' is not visible here: it is declared after this use
struct V { int len; float *data; };
int main(void) {
  struct V vs[4];
  int n = 4;
  #pragma omp target data map(mapper(late), tofrom: vs[0:n])
  { vs[0].len = 1; }
#pragma omp declare mapper(late: struct V v) map(to: v.len)
  return 0;
}
