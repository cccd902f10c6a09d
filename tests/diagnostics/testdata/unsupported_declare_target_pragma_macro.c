#define BEGIN_DEVICE _Pragma("omp declare target")
#define END_DEVICE _Pragma("omp end declare target")
BEGIN_DEVICE
int twice(int x) { return 2 * x; }
END_DEVICE
int main(void) { return twice(1) - 2; }
// expect: 3:1: error: '#pragma omp declare target' produced by a macro is not supported yet
// expect: 5:1: error: '#pragma omp end declare target' produced by a macro is not supported yet
