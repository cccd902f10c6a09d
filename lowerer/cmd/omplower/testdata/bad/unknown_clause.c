// want: 4:37: unknown clause 'frobnicate' on '#pragma omp target'
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a) frobnicate(a)
  { a[0] = 1; }
  return 0;
}
