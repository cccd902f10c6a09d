// want: 4:38: 'a[0:6]' and 'a[4:6]' are sections of the same array on one directive; list one section that covers both
int main(void) {
  int a[10];
  #pragma omp target map(to: a[0:6], a[4:6])
  { a[0] = 1; }
  return 0;
}
