// want: 4:41: clause 'num_teams' appears more than once
int main(void) {
  int a[10];
  #pragma omp target teams num_teams(2) num_teams(4)
  { a[0] = 1; }
  return 0;
}
