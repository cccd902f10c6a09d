#define DEVICE_FN(def) _Pragma("omp begin declare target") def _Pragma("omp end declare target")
DEVICE_FN(int twice(int x) { return 2 * x; })
int main(void) {
  int r = 0;
#pragma omp target map(from: r)
  r = twice(1);
  return r - 2;
}
// expect: 2:1: error: '#pragma omp begin declare target' produced by a macro use that also produces code is not supported yet: the host compiler (gcc 12) sees it as written and rejects it; write '#pragma omp declare target' there
