// want: 6:39: unknown mapper 'nosuch'
struct V { int len; float *data; };
#pragma omp declare mapper(lens: struct V v) map(to: v.len)
int main(void) {
  struct V vs[4];
  #pragma omp target update to(mapper(nosuch): vs[0:4])
  return 0;
}
