// want: 4:39: strided array sections are only allowed in 'to' and 'from' clauses of '#pragma omp target update'
int main(void) {
  int a[10];
  #pragma omp target map(tofrom: a[0:5:2])
  { a[0] = 1; }
  return 0;
}
