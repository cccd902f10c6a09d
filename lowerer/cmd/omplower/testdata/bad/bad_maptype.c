// want: 4:26: unknown map-type 'sideways' (expected to, from, tofrom, alloc, release or delete)
int main(void) {
  int a[10];
  #pragma omp target map(sideways: a)
  { a[0] = 1; }
  return 0;
}
