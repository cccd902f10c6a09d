int x;
void f(int *a) {
#pragma omp atomic
  x++;
#pragma omp target teams distribute parallel for map(tofrom: a[0:8])
  for (int i = 0; i < 8; i++) a[i] += 1;
}
#pragma omp requires atomic_default_mem_order(seq_cst)
#pragma omp requires unified_shared_memory
int main(void) { return 0; }
// expect: 8:22: error: '#pragma omp requires' with 'atomic_default_mem_order' must come before the unit's first '#pragma omp atomic'
// expect: 3:9: note: the first '#pragma omp atomic'
// expect: 9:22: error: '#pragma omp requires' with 'unified_shared_memory' must come before the unit's first '#pragma omp target teams distribute parallel for'
// expect: 5:9: note: the first '#pragma omp target teams distribute parallel for'
