void f(int *a, unsigned n) {
  #pragma omp target map(tofrom: a[0:64])
  {
    #pragma omp taskloop collapse(2)
    for (unsigned i = 0; i < 8; i++)
      for (unsigned j = n; j > 0; j -= 3) a[i * 8 + j % 8] = 1;
  }
}
// expect: 6:7: error: loop 2 of the collapsed nest of '#pragma omp taskloop' in a target region has an unsigned index moving by other than 1 or -1, which is not supported yet (write it over a signed index, or collapse fewer loops)
