// want: 6:5: 'goto' inside a target region is not supported
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a)
  {
    goto out;
  out:
    a[0] = 1;
  }
  return 0;
}
