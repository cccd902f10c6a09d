// want: 6:5: 'goto' out of the region of '#pragma omp target' is not allowed (the label 'out' is outside it)
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a)
  {
    goto out;
  }
out:
  a[0] = 1;
  return 0;
}
