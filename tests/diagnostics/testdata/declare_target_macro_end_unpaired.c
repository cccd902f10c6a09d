#define END_AFTER(decl) decl; _Pragma("omp end declare target")
#pragma omp declare target
END_AFTER(int scale = 3)
int main(void) {
  int r = 0;
#pragma omp target map(from: r)
  r = scale;
  return r - 3;
}
// expect: 3:1: error: this '#pragma omp end declare target' stays in the host code as written (in a header, or in a macro use with other code), but its '#pragma omp declare target' does not; not supported yet: write both directives in the same file, each alone in its macro use or both beside code
// expect: 2:9: note: the range opens here
