// want: 4:25: directive-name-modifier 'parallel' of clause 'if' does not name a construct of '#pragma omp target' that takes an if clause
int main(void) {
  int r = 0;
  #pragma omp target if(parallel: r > 0) map(tofrom: r)
  { r = 1; }
  return r;
}
