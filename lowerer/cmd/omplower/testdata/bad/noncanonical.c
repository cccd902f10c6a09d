// want: 6:23: loop is not in OpenMP canonical form: the increment must be i++, ++i, i--, --i, i += s, i -= s or i = i + s
int main(void) {
  int a[10];
  int i;
  #pragma omp target teams distribute parallel for
  for (i = 1; i < 10; i *= 2)
    a[i] = i;
  return 0;
}
