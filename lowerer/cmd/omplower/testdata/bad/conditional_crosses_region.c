// want: 5:9: a preprocessor conditional crosses the boundary of this target region (line 8)
int main(void) {
  int a[4];
#if 1
#pragma omp target map(a)
  {
    a[0] = 1;
#endif
  }
  return 0;
}
