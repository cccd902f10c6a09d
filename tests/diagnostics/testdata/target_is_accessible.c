#include <omp.h>
int main(void) {
  int a[4];
  return omp_target_is_accessible(a, sizeof a, omp_get_default_device());
}
// expect: 4:10: error: 'omp_target_is_accessible' is not supported yet: LLVM 19's libomptarget does not define it (clang-19 fails to link it too)
