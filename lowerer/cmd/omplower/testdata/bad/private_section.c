// want: 4:36: array sections are not allowed in clause 'firstprivate'
int main(void) {
  int a[10];
  #pragma omp target firstprivate(a[0:2])
  { a[0] = 1; }
  return 0;
}
