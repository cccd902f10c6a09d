int g;
#pragma omp declare target link(g)
int main(void) { return 0; }
// expect: 2:28: error: '#pragma omp declare target link(...)' is not supported yet; use 'enter' (or 'to') to give the variable a device copy
