// want: 4:35: the length of section 'a[2:]' must be given: the extent of 'a' is not known
void f(int n) {
  int a[n];
  #pragma omp target map(tofrom: a[2:])
  { a[2] = 1; }
}
int main(void) { f(4); return 0; }
