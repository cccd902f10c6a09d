// want: 4:41: clause 'num_threads' is not valid on '#pragma omp target teams'
int main(void) {
  int a[10];
  #pragma omp target teams num_teams(4) num_threads(8)
  { a[0] = 1; }
  return 0;
}
