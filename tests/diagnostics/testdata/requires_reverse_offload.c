#pragma omp requires reverse_offload
int main(void) { return 0; }
// expect: 1:22: error: clause 'reverse_offload' of '#pragma omp requires' is not supported yet (no device code calls back to the host; clang-19 rejects it too)
