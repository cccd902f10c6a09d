// want: 4:25: if clause modifier 'parallel' is not supported yet (only 'target')
int main(void) {
  int r = 0;
  #pragma omp target if(parallel: r > 0) map(tofrom: r)
  { r = 1; }
  return r;
}
