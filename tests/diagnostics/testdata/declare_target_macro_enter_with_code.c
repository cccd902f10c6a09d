#define DEVICE_SCALE int scale = 3; _Pragma("omp declare target enter(scale)")
DEVICE_SCALE
int main(void) {
  int r = 0;
#pragma omp target map(from: r)
  r = scale;
  return r - 3;
}
// expect: 2:1: error: clause 'enter' of '#pragma omp declare target' produced by a macro use that also produces code is not supported yet: the host compiler (gcc 12) sees it as written and rejects it; write 'to', its OpenMP 5.1 spelling
