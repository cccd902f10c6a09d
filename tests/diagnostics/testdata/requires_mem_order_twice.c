#pragma omp requires atomic_default_mem_order(seq_cst)
#pragma omp requires atomic_default_mem_order(relaxed)
int main(void) { return 0; }
// expect: 2:22: error: a second 'atomic_default_mem_order' (relaxed) differs from the first (seq_cst)
