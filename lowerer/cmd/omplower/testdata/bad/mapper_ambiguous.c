// want: 9:39: ambiguous mapper: 2 declarations of mapper 'default' for 'struct V' are visible in the same scope
struct V { int len; float *data; };
typedef struct V Vt;
#pragma omp declare mapper(struct V v) map(tofrom: v.len)
#pragma omp declare mapper(default: Vt w) map(to: w.len, w.data[0:w.len])
int main(void) {
  struct V vs[4];
  int n = 4;
  #pragma omp target data map(tofrom: vs[0:n])
  { vs[0].len = 1; }
  return 0;
}
