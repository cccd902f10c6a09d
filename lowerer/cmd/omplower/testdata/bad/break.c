// want: 7:7: 'break' out of the loop of a '#pragma omp target parallel for' is not allowed
int main(void) {
  int a[10];
  #pragma omp target parallel for
  for (int i = 0; i < 10; i++) {
    if (i == 5)
      break;
    a[i] = i;
  }
  return 0;
}
