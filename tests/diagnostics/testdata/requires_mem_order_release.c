#pragma omp requires atomic_default_mem_order(release)
int main(void) { return 0; }
// expect: 1:47: error: atomic_default_mem_order(release) is not supported yet (clang-19 and gcc 12 take seq_cst, acq_rel and relaxed)
